import { db } from '@/lib/db/client';
import { notificationInbox } from '@/lib/db/schema';
import { chunks, errorText, type NotificationTransport } from './types';

/** Rows per INSERT: large audiences go in a few statements, well under PostgreSQL's parameter limit. */
const INBOX_BATCH = 1000;

/**
 * The default transport: the inbox row is the message the mobile app shows. Inserting is idempotent
 * (one row per notification and candidate), so a retried delivery never duplicates a message.
 */
export const inboxTransport: NotificationTransport = {
  name: 'inbox',
  async deliver(tx, notification, candidateIds) {
    const conn = tx ?? db();
    const now = new Date();
    const delivered: string[] = [];
    const failed: { id: string; error: string }[] = [];
    for (const batch of chunks(candidateIds, INBOX_BATCH)) {
      try {
        await conn
          .insert(notificationInbox)
          .values(
            batch.map((candidateId) => ({
              tenantId: notification.tenantId,
              notificationId: notification.id,
              candidateId,
              transport: 'inbox',
              deliveredAt: now,
            })),
          )
          .onConflictDoNothing();
        delivered.push(...batch);
      } catch (err) {
        const error = errorText(err);
        // In a caller's transaction the first failure aborts it, undoing the earlier batches as well.
        if (tx) return { delivered: [], failed: candidateIds.map((id) => ({ id, error })) };
        failed.push(...batch.map((id) => ({ id, error })));
      }
    }
    return { delivered, failed };
  },
};
