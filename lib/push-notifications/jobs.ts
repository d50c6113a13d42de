import { enqueue, every, registerJob } from '@/lib/job-queue';
import { log } from '@/lib/log';
import { DISPATCH_BATCH, dispatchDue } from './dispatcher';

/** The job that sends due scheduled notifications (all tenants: the claim in dispatchDue is per row). */
export const PUSH_DISPATCH_JOB = 'push.dispatch';

registerJob<Record<string, never>>(
  PUSH_DISPATCH_JOB,
  async (_payload, ctx) => {
    const sent = await dispatchDue(ctx.db, new Date());
    // A full batch may have left more due rows behind: the next job takes them at once.
    if (sent.length >= DISPATCH_BATCH) await ctx.queue.enqueue(PUSH_DISPATCH_JOB, {});
  },
  { retryLimit: 2, retryDelay: 10, expireInSeconds: 5 * 60 },
);

// The sweep: catches anything a wake-up below missed (enqueue failed, an instance died mid-send).
every(PUSH_DISPATCH_JOB, 60);

/**
 * Wakes the dispatcher at a scheduled notification's time, so it goes out within one poll of the worker
 * rather than at the next minute's sweep. Best effort: if this fails the sweep still sends it.
 */
export async function dispatchAt(at: Date): Promise<void> {
  try {
    await enqueue(PUSH_DISPATCH_JOB, {}, { startAfter: at });
  } catch (err) {
    log.warn({ err }, 'could not enqueue the push dispatch for a scheduled notification; the minute sweep will send it');
  }
}
