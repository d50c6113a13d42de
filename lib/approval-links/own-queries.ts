import 'server-only';
import type { Session } from '@/lib/auth/guard';
import { listQuery } from '@/lib/timesheets/schema';
import type { TimesheetRow } from '@/lib/timesheets/schema';
import { listTimesheets } from '@/lib/timesheets/queries';
import { scopeOf } from '@/lib/timesheets/scope';
import type { DbOrTx } from '@/lib/db/client';

/** The most sheets the phone block page lists; "Review all" still takes every one (lib/approval-links/mine.ts). */
const PHONE_LIST_MAX = 20;

/**
 * What the phone block page offers a signed-in user (issue 22 item 10): for a contact whose "Approve
 * timesheets" switch is on, her submitted timesheets (her assigned locations only, through the list's
 * own scope rule) and how many there are; `null` for anyone the phone approval pages are not for.
 */
export async function phoneApprovals(db: DbOrTx, session: Session): Promise<{ rows: TimesheetRow[]; total: number } | 'off' | null> {
  if (session.role !== 'company_contact') return null;
  if (!session.permissions.approveTimesheets) return 'off';
  const query = listQuery.parse({ status: 'submitted', sort: 'week_start', per_page: PHONE_LIST_MAX });
  const { data, total } = await listTimesheets(db, await scopeOf(db, session), query, session.role);
  return { rows: data, total };
}
