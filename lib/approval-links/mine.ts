import 'server-only';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { inLocations } from '@/lib/auth/contact-scope';
import type { Session } from '@/lib/auth/guard';
import type { DbOrTx } from '@/lib/db/client';
import { timesheets } from '@/lib/db/schema';
import { forbidden, notFound } from '@/lib/errors';
import { PERMISSION_REFUSAL } from '@/lib/auth/contact-permissions';
import { scopeOf } from '@/lib/timesheets/scope';
import { issueApprovalLink } from './issue';

/** One link names at most this many sheets (the mails' digest cap): beyond it the phone page links the first ones. */
const OWN_LINK_MAX = 200;

/**
 * A signed-in contact on a phone (issue 22 item 10): the portal is blocked there, so the block page
 * offers her the phone approval page instead. This issues her a fresh link, through the same issuer as
 * the mails, for her submitted timesheets (one when `timesheetId` names it, else all of them, oldest
 * first): only sheets of her assigned locations, only if she may approve. Nothing open is a 404.
 */
export async function issueOwnApprovalLink(db: DbOrTx, session: Session, timesheetId?: string): Promise<{ path: string; expiresAt: Date }> {
  if (session.role !== 'company_contact') throw forbidden();
  if (!session.permissions.approveTimesheets) throw forbidden(PERMISSION_REFUSAL.approveTimesheets);
  const scope = await scopeOf(db, session);
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: timesheets.id })
      .from(timesheets)
      .where(
        and(
          eq(timesheets.tenantId, scope.tenantId),
          inLocations(timesheets.locationId, scope),
          eq(timesheets.status, 'submitted'),
          isNull(timesheets.archivedAt),
          timesheetId ? inArray(timesheets.id, [timesheetId]) : undefined,
        ),
      )
      .orderBy(asc(timesheets.weekStart), asc(timesheets.id))
      .limit(OWN_LINK_MAX);
    if (!rows.length) throw notFound('timesheet');
    return issueApprovalLink(tx, { tenantId: scope.tenantId, userId: session.userId, timesheetIds: rows.map((r) => r.id) });
  });
}
