import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIRST_RETRY_MS, MAX_RETRY_MS, retryDelayMs } from '@/lib/job-queue/start-when-ready';

/** The waits of a job worker that starts before the schema is at head (lib/job-queue/start-when-ready.ts). */
describe('retryDelayMs: the back-off of a job worker waiting for the schema', () => {
  it('doubles from 1 s and stops at 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 100].map(retryDelayMs)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
  });

  it('stays between the first wait and the cap, for any attempt (so a migrated schema is seen within 30 s)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (n) => {
        const d = retryDelayMs(n);
        expect(Number.isFinite(d)).toBe(true);
        expect(d).toBeGreaterThanOrEqual(FIRST_RETRY_MS);
        expect(d).toBeLessThanOrEqual(MAX_RETRY_MS);
      }),
    );
  });

  it('never shrinks from one attempt to the next, and at most doubles', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (n) => {
        expect(retryDelayMs(n + 1)).toBeGreaterThanOrEqual(retryDelayMs(n));
        expect(retryDelayMs(n + 1)).toBeLessThanOrEqual(2 * retryDelayMs(n));
      }),
    );
  });

  it('treats a nonsense attempt number as the first', () => {
    for (const n of [0, -3, 0.5, Number.NaN]) expect(retryDelayMs(n)).toBe(FIRST_RETRY_MS);
  });
});
