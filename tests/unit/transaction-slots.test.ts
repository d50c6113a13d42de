import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Slots, transactionCapacity } from '@/lib/db/transaction-slots';

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('Slots', () => {
  it('never runs more than its capacity at once, runs every job, and frees every slot, whatever fails', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 5 }),
        fc.array(fc.record({ ticks: fc.integer({ min: 1, max: 3 }), fails: fc.boolean() }), { minLength: 1, maxLength: 30 }),
        async (capacity, jobs) => {
          const slots = new Slots(capacity);
          let running = 0;
          let most = 0;
          const outcomes = await Promise.allSettled(
            jobs.map((job, i) =>
              slots.run(async () => {
                running++;
                most = Math.max(most, running);
                for (let t = 0; t < job.ticks; t++) await tick();
                running--;
                if (job.fails) throw new Error(`job ${i}`);
                return i;
              }),
            ),
          );
          expect(most).toBeLessThanOrEqual(capacity);
          expect(most).toBe(Math.min(capacity, jobs.length));
          expect(outcomes.map((o) => o.status)).toEqual(jobs.map((j) => (j.fails ? 'rejected' : 'fulfilled')));
          expect(slots.state).toEqual({ held: 0, waiting: 0 });
        },
      ),
      { numRuns: 100 },
    );
  });

  it('gives freed slots to waiters in arrival order', async () => {
    const slots = new Slots(1);
    const order: number[] = [];
    let open!: () => void;
    const first = slots.run(() => new Promise<void>((resolve) => (open = resolve)));
    const rest = [1, 2, 3].map((n) => slots.run(async () => void order.push(n)));
    await tick();
    expect(slots.state).toEqual({ held: 1, waiting: 3 });
    open();
    await Promise.all([first, ...rest]);
    expect(order).toEqual([1, 2, 3]);
  });

  it('refuses a capacity below one', () => {
    expect(() => new Slots(0)).toThrow(/at least one slot/);
  });
});

describe('transactionCapacity', () => {
  it('keeps a quarter of the pool for plain statements, and a pool of one or two whole', () => {
    expect([1, 2, 3, 4, 10, 20].map(transactionCapacity)).toEqual([1, 2, 2, 3, 7, 15]);
    for (let n = 1; n <= 100; n++) {
      expect(transactionCapacity(n)).toBeGreaterThanOrEqual(1);
      expect(transactionCapacity(n)).toBeLessThanOrEqual(n);
    }
  });
});
