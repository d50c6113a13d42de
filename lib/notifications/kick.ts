import 'server-only';
import { enqueue } from '@/lib/job-queue';
import { log } from '@/lib/log';

/** The job that sends due outbox rows (lib/notifications/dispatch.ts registers it). */
export const OUTBOX_DISPATCH_JOB = 'notifications.dispatch';

/**
 * Wakes the dispatcher after a commit that queued notifications, at most one job a second (a throttle
 * slot: a burst of events is one run). Best effort: if this fails, the recurring sweep sends them.
 */
export async function kickDispatch(): Promise<void> {
  try {
    await enqueue(OUTBOX_DISPATCH_JOB, {}, { singletonKey: 'kick', singletonSeconds: 1 });
  } catch (err) {
    log.warn({ err }, 'could not wake the notification dispatcher; its sweep will send the mail');
  }
}
