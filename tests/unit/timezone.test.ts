import { describe, expect, it } from 'vitest';
import { dateIn, requestTimeZone } from '@/lib/schema-kit/timezone';

const headers = (v?: string) => new Headers(v === undefined ? {} : { 'x-timezone': v });

describe('requestTimeZone', () => {
  it('takes a known IANA zone from X-Timezone', () => {
    expect(requestTimeZone(headers('America/New_York'))).toBe('America/New_York');
    expect(requestTimeZone(headers('Asia/Kolkata'))).toBe('Asia/Kolkata');
  });
  it('falls back to UTC when the header is missing, unknown, or absurd', () => {
    expect(requestTimeZone(headers())).toBe('UTC');
    expect(requestTimeZone(headers('Mars/Olympus_Mons'))).toBe('UTC');
    expect(requestTimeZone(headers("UTC'; drop table x;--"))).toBe('UTC');
    expect(requestTimeZone(headers('A'.repeat(100)))).toBe('UTC');
  });
});

describe('dateIn', () => {
  it('gives the calendar date of an instant in a zone', () => {
    const at = new Date('2026-03-01T03:30:00Z');
    expect(dateIn('UTC', at)).toBe('2026-03-01');
    expect(dateIn('America/Los_Angeles', at)).toBe('2026-02-28');
    expect(dateIn('Asia/Tokyo', at)).toBe('2026-03-01');
  });
});
