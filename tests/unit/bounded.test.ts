import { describe, expect, it } from 'vitest';
import { fieldOf, isWithin, parseWithin, storedOr } from '@/lib/bounded';

const HOURS = { min: 0, max: 168, fallback: 24 } as const;

describe('bounded whole-number settings (lib/bounded.ts)', () => {
  it('accepts whole numbers within the bounds, ends included', () => {
    expect([0, 1, 168].map((v) => isWithin(HOURS, v))).toEqual([true, true, true]);
    expect([-1, 169, 1.5, Number.NaN, '12', null, undefined].map((v) => isWithin(HOURS, v))).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('reads a stored value, falling back for anything missing or out of range', () => {
    expect(storedOr(HOURS, 0)).toBe(0);
    expect(storedOr(HOURS, 48)).toBe(48);
    expect(storedOr(HOURS, 500)).toBe(24);
    expect(storedOr(HOURS, '48')).toBe(24);
    expect(storedOr(HOURS, fieldOf({ cancel_cutoff_hours: 6 }, 'cancel_cutoff_hours'))).toBe(6);
    expect(storedOr(HOURS, fieldOf(null, 'cancel_cutoff_hours'))).toBe(24);
    expect(storedOr(HOURS, fieldOf('text', 'cancel_cutoff_hours'))).toBe(24);
  });

  it("parses a form's text, null when empty, not whole or out of range", () => {
    expect(parseWithin(HOURS, ' 12 ')).toBe(12);
    expect(parseWithin(HOURS, '0')).toBe(0);
    expect(['', '  ', '1.5', '169', '-1', 'abc'].map((t) => parseWithin(HOURS, t))).toEqual([null, null, null, null, null, null]);
  });
});
