import { describe, expect, it } from 'vitest';
import type { JobQueue } from '@/lib/job-queue/queue';
import { registerJob } from '@/lib/job-queue/registry';
import { JobWorker } from '@/lib/job-queue/worker';

/**
 * JobWorker.wake(): an instance that just enqueued work (a mail someone waits for) looks at once rather
 * than at its next poll. The queue here only counts the worker's looks; the claim itself is the
 * database's (tests/integration/job-queue*.test.ts).
 */
function countingQueue() {
  const looks: number[] = [];
  const queue = {
    boss: {
      start: async () => undefined,
      stop: async () => undefined,
      fetch: async () => {
        looks.push(Date.now());
        return [];
      },
    },
    ensureQueue: async () => undefined,
    enqueue: async () => null,
  } as unknown as JobQueue;
  return { queue, looks };
}
const settle = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('JobWorker.wake', () => {
  registerJob('test.wake', async () => undefined);

  it('looks at once when woken between polls, and otherwise waits for the poll', async () => {
    const { queue, looks } = countingQueue();
    const worker = new JobWorker(queue, 60_000, { only: ['test.wake'] });
    await worker.start();
    await settle(50);
    expect(looks).toHaveLength(1);
    await settle(100);
    expect(looks).toHaveLength(1);
    worker.wake();
    await settle(50);
    expect(looks).toHaveLength(2);
    await worker.stop();
  });

  it('a wake during a look makes the next look follow at once', async () => {
    const { queue, looks } = countingQueue();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const slow = {
      ...queue,
      boss: {
        ...(queue as unknown as { boss: object }).boss,
        fetch: async () => {
          looks.push(Date.now());
          if (looks.length === 1) await gate;
          return [];
        },
      },
    } as unknown as JobQueue;
    const worker = new JobWorker(slow, 60_000, { only: ['test.wake'] });
    await worker.start();
    await settle(20);
    worker.wake();
    release();
    await settle(50);
    expect(looks).toHaveLength(2);
    await worker.stop();
  });

  it('does nothing before start or after stop', async () => {
    const { queue, looks } = countingQueue();
    const worker = new JobWorker(queue, 60_000, { only: ['test.wake'] });
    worker.wake();
    await settle(30);
    expect(looks).toHaveLength(0);
  });
});
