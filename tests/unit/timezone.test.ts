import { describe, expect, it } from 'vitest';
import { dateIn } from '@/lib/schema-kit/timezone';

describe('dateIn', () => {
  it('gives the calendar date of an instant in a zone', () => {
    const at = new Date('2026-03-01T03:30:00Z');
    expect(dateIn('UTC', at)).toBe('2026-03-01');
    expect(dateIn('America/Los_Angeles', at)).toBe('2026-02-28');
    expect(dateIn('Asia/Tokyo', at)).toBe('2026-03-01');
  });
});
