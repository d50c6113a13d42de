import 'server-only';
import type { Db, DbOrTx } from '@/lib/db/client';
import { withRetries } from '@/lib/db/transaction-scope';
import type { NotificationEvent } from '@/lib/notification-settings/events';
import { getSettingsMatrix } from '@/lib/notification-settings/queries';
import { notify } from '@/lib/notifications/notify';
import { sentKeys } from './approver-queries';
import type { NotificationPayloads } from '@/lib/notifications/payloads';

type ReminderEvent = Extract<NotificationEvent, 'approval_due_soon' | 'approval_past_due' | 'approval_escalated' | 'approval_digest'>;

/** One reminder for one reader. `key` makes it one: the same key for the same reader adds nothing. */
export type Reminder<E extends ReminderEvent = ReminderEvent> = {
  event: E;
  userId: string;
  key: string;
  payload: NotificationPayloads[E];
  link: string;
};

/** Ids a notification carries for its approval link: enough for a screenful, bounded for the row. */
export const MAX_PAYLOAD_IDS = 200;

/**
 * A transaction whose afterCommit effects wait for its commit on any Drizzle database: the app's own
 * db() does that already, but a job may run on another instance's (tests' second instance), where
 * notify()'s wake-up of the dispatcher would otherwise run inside the transaction.
 */
const inTransaction = <T>(d: Db, fn: (tx: DbOrTx) => Promise<T>): Promise<T> =>
  withRetries((scoped) => d.transaction((tx) => scoped(() => fn(tx))));

/**
 * Which of these reminders exist already, as an in-app row or an outbox row (notify() writes both in
 * one transaction under the same key): one query per step instead of a notify() call per reminder
 * every quarter of an hour.
 */
async function alreadySent(d: DbOrTx, tenantId: string, list: Reminder[]): Promise<Set<string>> {
  if (!list.length) return new Set();
  const id = (r: Reminder) => `${r.userId}|${r.key}`;
  const outboxKeys = new Map<string, string>();
  for (const r of list) for (const channel of ['email', 'push']) outboxKeys.set(`${r.key}:${r.userId}:${channel}`, id(r));
  const users = [...new Set(list.map((r) => r.userId))];
  const keys = [...new Set(list.map((r) => r.key))];
  const rows = await sentKeys(d, tenantId, users, keys, [...outboxKeys.keys()]);
  return new Set(rows.map((r) => (r.outbox ? outboxKeys.get(r.key) : `${r.user_id}|${r.key}`)).filter((k): k is string => Boolean(k)));
}

/**
 * Records the reminders not sent before, each in its own short transaction (in-app row and outbox
 * rows together), skipping events the tenant's matrix has off on every channel. Answers how many were
 * new. Safe to run twice, on two instances at once: the keys' unique indexes let one row in.
 */
export async function sendReminders(d: Db, tenantId: string, list: Reminder[]): Promise<number> {
  if (!list.length) return 0;
  const matrix = await getSettingsMatrix(d, tenantId);
  const wanted = list.filter((r) => Object.values(matrix[r.event]).some(Boolean));
  const sent = await alreadySent(d, tenantId, wanted);
  let fresh = 0;
  for (const r of wanted) {
    if (sent.has(`${r.userId}|${r.key}`)) continue;
    await inTransaction(d, (tx) =>
      notify(tx, { event: r.event, tenantId, userIds: [r.userId], key: r.key, payload: r.payload, link: r.link }),
    );
    fresh++;
  }
  return fresh;
}
