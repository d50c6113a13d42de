import 'server-only';
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import { conflict, notFound } from '@/lib/errors';
import { audit } from '@/lib/audit';
import type { Session } from '@/lib/auth/guard';
import { enforce } from '@/lib/auth/rate-limit';
import type { DbOrTx } from '@/lib/db/client';
import { notifyAll, type Notice } from '@/lib/notifications/notify';
import { approversAt, sheetsAwaiting, type ReminderSheet } from './approver-queries';
import { dueDateOf, weekStartCutoff } from './deadline';
import { PAST_DUE_LINK, rulesOf } from './run';
import type { remindResult } from './schema';
import { MAX_PAYLOAD_IDS } from './send';

/** "Remind now" may send once per set of timesheets in this many seconds. */
const REMIND_AGAIN_AFTER_S = 10 * 60;

export type RemindResult = z.infer<typeof remindResult>;

type Sheet = ReminderSheet;

/**
 * "Remind now" from the Late approvals list: an approval_past_due notification, at once, to each
 * approver of these timesheets, naming hers among them. Only timesheets still awaiting approval and
 * past their deadline are reminded of (the others are answered as skipped); at most once per
 * REMIND_AGAIN_AFTER_S for the same set (429 before that), however many people press the button.
 */
export async function remindNow(db: DbOrTx, session: Session, ids: string[], now = new Date()): Promise<RemindResult> {
  const { tenantId } = session;
  const { deadlineDays } = await rulesOf(db, tenantId);
  const cutoff = weekStartCutoff(now, deadlineDays);
  const unique = [...new Set(ids)].sort();
  const set = createHash('sha256').update(unique.join(',')).digest('hex').slice(0, 32);
  return db.transaction(async (tx) => {
    const sheets = (await sheetsAwaiting(tx, tenantId, unique)).map((r) => ({ ...r, week_start: String(r.week_start).slice(0, 10) }));
    if (sheets.length !== unique.length) throw notFound('timesheet');
    const late = sheets.filter((s) => s.awaiting && s.week_start <= cutoff);
    if (!late.length) throw conflict('approvalReminders.noneLate');
    await enforce(tx, `approval-remind:${tenantId}:${set}`, 1, REMIND_AGAIN_AFTER_S, 'approvalReminders.tooSoon');
    const byApprover = new Map<string, Sheet[]>();
    for (const a of await approversAt(tx, tenantId, [...new Set(late.map((s) => s.location_id))])) {
      byApprover.set(a.user_id, [...(byApprover.get(a.user_id) ?? []), ...late.filter((s) => s.location_id === a.location_id)]);
    }
    await notifyAll(
      tx,
      [...byApprover].map(([userId, mine]) => {
        mine.sort((a, b) => a.week_start.localeCompare(b.week_start) || a.id.localeCompare(b.id));
        const oldest = mine[0]!; // never empty: each approver was found at a location of a late sheet
        // The moment is in the key: each press that passed the limit above is a reminder of its own.
        return {
          event: 'approval_past_due',
          tenantId,
          userIds: [userId],
          key: `approval-remind:${set}:${now.getTime()}`,
          link: PAST_DUE_LINK,
          payload: {
            count: mine.length,
            due_date: dueDateOf(oldest.week_start, deadlineDays),
            timesheet_ids: mine.slice(0, MAX_PAYLOAD_IDS).map((s) => s.id),
          },
        } satisfies Notice<'approval_past_due'>;
      }),
    );
    await audit(tx, {
      tenantId,
      userId: session.userId,
      action: 'timesheets.remind_approvers',
      meta: { timesheet_ids: late.map((s) => s.id), approvers: byApprover.size },
    });
    const reminded = new Set(late.map((s) => s.id));
    return { approvers: byApprover.size, timesheets: late.length, skipped: unique.filter((id) => !reminded.has(id)) };
  });
}
