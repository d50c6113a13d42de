import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generalCapacity, Slots, transactionCapacity, type Lane } from '@/lib/db/transaction-slots';

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));
// Ticks taken by jobs so far: a job that starts at once starts before any other job's next tick.
let tickCount = 0;
const countedTick = async () => {
  await tick();
  tickCount++;
};

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

  it('refuses a capacity below one, and a general share outside one to all', () => {
    expect(() => new Slots(0)).toThrow(/at least one slot/);
    expect(() => new Slots(3, 0)).toThrow(/from one slot to all 3/);
    expect(() => new Slots(3, 4)).toThrow(/from one slot to all 3/);
  });
});

/** A job that runs until its gate is opened. */
function gated(slots: Slots, lane: Lane, started: string[], name: string) {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const done = slots.run(async () => {
    started.push(name);
    await gate;
  }, lane);
  return { open, done };
}

describe('Slots in two lanes', () => {
  it('runs a short job at once while general jobs hold every general slot and more of them wait', async () => {
    const slots = new Slots(7, 4);
    const started: string[] = [];
    const bulk = Array.from({ length: 10 }, (_, i) => gated(slots, 'general', started, `bulk ${i}`));
    await tick();
    expect(slots.lanes).toEqual({ short: { held: 0, waiting: 0 }, general: { held: 4, waiting: 6 } });
    const signIn = gated(slots, 'short', started, 'sign-in');
    await tick();
    expect(started.at(-1)).toBe('sign-in');
    signIn.open();
    await signIn.done;
    for (const b of bulk) b.open();
    await Promise.all(bulk.map((b) => b.done));
    expect(slots.state).toEqual({ held: 0, waiting: 0 });
  });

  it('hands a freed slot to a waiting short job before a general one that waited longer', async () => {
    const slots = new Slots(3, 2);
    const started: string[] = [];
    const a = gated(slots, 'general', started, 'bulk a');
    const c = gated(slots, 'general', started, 'bulk c');
    const s1 = gated(slots, 'short', started, 'short 1');
    const b = gated(slots, 'general', started, 'bulk b');
    const s2 = gated(slots, 'short', started, 'short 2');
    await tick();
    expect(started).toEqual(['bulk a', 'bulk c', 'short 1']);
    a.open();
    await a.done;
    await tick();
    expect(started).toEqual(['bulk a', 'bulk c', 'short 1', 'short 2']);
    s1.open();
    await s1.done;
    await tick();
    expect(started).toEqual(['bulk a', 'bulk c', 'short 1', 'short 2', 'bulk b']);
    for (const g of [c, s2, b]) g.open();
    await Promise.all([c.done, s2.done, b.done]);
  });

  it('never leaves waiting general work without a slot, however many short jobs wait', async () => {
    const slots = new Slots(2, 1);
    const started: string[] = [];
    const a = gated(slots, 'general', started, 'bulk a');
    const s1 = gated(slots, 'short', started, 'short 1');
    const b = gated(slots, 'general', started, 'bulk b');
    const more = [2, 3, 4].map((n) => gated(slots, 'short', started, `short ${n}`));
    await tick();
    // A general job's slot goes to the short ones first.
    a.open();
    await a.done;
    await tick();
    expect(started).toEqual(['bulk a', 'short 1', 'short 2']);
    // A short one's goes to general work holding none: before, short 3 and 4 (and every sign-in after
    // them) went first.
    s1.open();
    await s1.done;
    await tick();
    expect(started).toEqual(['bulk a', 'short 1', 'short 2', 'bulk b']);
    for (const g of [b, ...more]) g.open();
    await Promise.all([b.done, ...more.map((m) => m.done)]);
    expect(started.slice(4)).toEqual(['short 3', 'short 4']);
  });

  it('with one slot, takes turns between the lanes while both wait', async () => {
    const slots = new Slots(1);
    const started: string[] = [];
    const jobs = [
      gated(slots, 'general', started, 'bulk 1'),
      ...[1, 2, 3].map((n) => gated(slots, 'short', started, `short ${n}`)),
      ...[2, 3].map((n) => gated(slots, 'general', started, `bulk ${n}`)),
    ];
    // Every job would end at once: the order is the hand-over's alone.
    for (const j of jobs) j.open();
    await Promise.all(jobs.map((j) => j.done));
    expect(started).toEqual(['bulk 1', 'short 1', 'bulk 2', 'short 2', 'bulk 3', 'short 3']);
  });

  it('never exceeds either capacity, makes a short job wait only while every slot is held, and runs every job', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 6 }).chain((capacity) => fc.tuple(fc.constant(capacity), fc.integer({ min: 1, max: capacity }))),
        fc.array(
          fc.record({ lane: fc.constantFrom<Lane>('short', 'general'), ticks: fc.integer({ min: 0, max: 3 }), fails: fc.boolean() }),
          {
            minLength: 1,
            maxLength: 30,
          },
        ),
        async ([capacity, general], jobs) => {
          const slots = new Slots(capacity, general);
          let running = 0;
          let runningGeneral = 0;
          const outcomes = await Promise.allSettled(
            jobs.map(async (job, i) => {
              // Asked while a slot was free to it: it must start without waiting for anyone.
              const freeToShort = slots.state.held < capacity && slots.lanes.short.waiting === 0;
              let startedAt: number | null = null;
              const ticksBefore = tickCount;
              const result = slots.run(async () => {
                startedAt = tickCount;
                running++;
                if (job.lane === 'general') runningGeneral++;
                expect(running).toBeLessThanOrEqual(capacity);
                expect(runningGeneral).toBeLessThanOrEqual(general);
                for (let t = 0; t < job.ticks; t++) await countedTick();
                running--;
                if (job.lane === 'general') runningGeneral--;
                if (job.fails) throw new Error(`job ${i}`);
                return i;
              }, job.lane);
              if (job.lane === 'short' && freeToShort) expect(startedAt).toBe(ticksBefore);
              return result;
            }),
          );
          expect(outcomes.map((o) => o.status)).toEqual(jobs.map((j) => (j.fails ? 'rejected' : 'fulfilled')));
          expect(slots.state).toEqual({ held: 0, waiting: 0 });
        },
      ),
      { numRuns: 200 },
    );
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

describe('generalCapacity', () => {
  it("keeps one transaction slot for short transactions, none of the embedded database's one", () => {
    expect([1, 2, 3, 4, 10, 20].map(generalCapacity)).toEqual([1, 1, 1, 2, 6, 14]);
    for (let n = 3; n <= 100; n++) expect(generalCapacity(n)).toBe(transactionCapacity(n) - 1);
  });
});
