import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { inLocations } from '@/lib/auth/contact-scope';
import type { DbOrTx } from '@/lib/db/client';
import { cachedValue, type Versions } from '@/lib/db/versioned-cache';
import type { Scope } from './scope';
import { awaitingCounts } from './sheet-queries';

/**
 * The one meaning of "awaiting approval" and "past due" (issue 22 §6). The overview, the bell, the
 * reminder mails (lib/approval-reminders) and the list's Past due tab all count with these, so one
 * contact never reads "Past due 5" on one screen and "2 past due" in a mail.
 *
 * - Awaiting: submitted (a pending sheet has not reached the approver yet), not archived, not locked (a
 *   locked sheet cannot be approved: lib/timesheets/transitions.ts).
 * - Past due: awaiting, and the week's approval deadline has passed (lib/timesheets/deadlines.ts gives the
 *   last week_start that is due, the cutoff).
 * - Whose: only what the reader may act on: the tenant, a contact's assigned locations, and nothing at
 *   all for a reader who may not approve (the contact switch 'Approve timesheets' off).
 */

/** `t` awaits a decision. */
export const awaitingSql = (t: SQL = sql`t`): SQL => sql`${t}.status = 'submitted' and ${t}.archived_at is null and not ${t}.locked`;

/** `t` awaits a decision past its deadline (`cutoff`: the last week_start that is due). */
export const pastDueSql = (cutoff: string, t: SQL = sql`t`): SQL => sql`${awaitingSql(t)} and ${t}.week_start <= ${cutoff}::date`;

/** The rows of `t` its reader may act on: tenant and locations, and none when she may not approve. */
export const actionableSql = (scope: Scope, t: SQL = sql`t`): SQL =>
  scope.approves === false ? sql`false` : sql`${t}.tenant_id = ${scope.tenantId} and ${inLocations(sql`${t}.location_id`, scope)}`;

export type ApprovalCounts = { awaiting: number; past_due: number };

/**
 * How many timesheets await the reader, and how many of those are past due, optionally at one location.
 * Kept per process until the tenant's data version moves or the cutoff does (it is in the key);
 * `versions` are the ones the request already read, if it did.
 */
export async function approvalCounts(
  db: DbOrTx,
  scope: Scope,
  cutoff: string,
  location?: string,
  versions?: Versions,
): Promise<ApprovalCounts> {
  const loc = location && location !== 'all' ? location : null;
  const key = JSON.stringify(['approval-counts', scope.tenantId, scope.locationIds ?? null, scope.approves !== false, loc, cutoff]);
  return cachedValue(
    scope.tenantId,
    key,
    async () => {
      const where = sql`${actionableSql(scope)} and ${awaitingSql()} ${loc ? sql`and t.location_id = ${loc}` : sql``}`;
      return awaitingCounts(db, where, cutoff);
    },
    'timesheets',
    versions,
  );
}
