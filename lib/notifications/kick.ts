import 'server-only';
import { enqueue, wakeWorker } from '@/lib/job-queue';
import { log } from '@/lib/log';

/** The job that sends due outbox rows (lib/notifications/dispatch.ts registers it). */
export const OUTBOX_DISPATCH_JOB = 'notifications.dispatch';

/**
 * Wakes the dispatcher after a commit that queued notifications: at most one job a second, and a kick
 * in a second that has its job already makes the next second's (pg-boss's debounce), so a burst of
 * events is a run or two and the last event still goes within about a second. This instance's worker
 * looks at once. Best effort: if this fails, the recurring sweep sends them.
 */
export async function kickDispatch(): Promise<void> {
  try {
    await enqueue(OUTBOX_DISPATCH_JOB, {}, { singletonKey: 'kick', singletonSeconds: 1, debounce: true });
    wakeWorker();
  } catch (err) {
    log.warn({ err }, 'could not wake the notification dispatcher; its sweep will send the mail');
  }
}
