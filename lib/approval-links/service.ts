import 'server-only';
import type { z } from 'zod';
import { ApiError, say, type ErrorText } from '@/lib/errors';
import { PERMISSION_REFUSAL, permissionsFor } from '@/lib/auth/contact-permissions';
import type { Session } from '@/lib/auth/guard';
import { enforce } from '@/lib/auth/rate-limit';
import { roleFromId } from '@/lib/auth/roles';
import type { DbOrTx } from '@/lib/db/client';
import { scopeOf, type Scope } from '@/lib/timesheets/scope';
import { approveTimesheets, rejectTimesheets } from '@/lib/timesheets/service';
import { approvalSheets, findApprovalLink, type ApprovalLink, type SheetView } from './queries';
import type { decisionResult, DecideInput, LinkRefusal } from './schema';

/**
 * Requests per client address to the link endpoints (the page and its decisions) in 15 minutes, and
 * how many of them may name no link at all. A token is 256 random bits, so guessing is hopeless
 * anyway; the limits make it visibly so, and cap what a leaked page can be made to do. A contact who
 * decides a 30-timesheet digest one by one makes about 60 requests.
 */
const LINK_RATE = { requests: 120, misses: 10, windowSeconds: 900 } as const;
const TOO_MANY = 'approvalLinks.tooMany';

const refuse = (status: number, code: LinkRefusal, text: ErrorText, errors?: Record<string, unknown>) =>
  new ApiError(status, text, code, errors);

/**
 * Counts the request against the client address, then finds its link. A token that names nothing also
 * counts as a miss: past LINK_RATE.misses the address is answered 429 for each further miss.
 */
export async function resolveLinkRequest(db: DbOrTx, token: string, ip: string): Promise<ApprovalLink | null> {
  await enforce(db, `approval-link:ip:${ip}`, LINK_RATE.requests, LINK_RATE.windowSeconds, TOO_MANY);
  const link = await findApprovalLink(db, token);
  if (!link) await enforce(db, `approval-link:miss:${ip}`, LINK_RATE.misses, LINK_RATE.windowSeconds, TOO_MANY);
  return link;
}

/**
 * The link's contact as the timesheet services see an actor: her role and her switches as they are now
 * (a switch turned off since the mail was sent refuses). It is no session: there is no sessions row,
 * no cookie, no token the guard accepts, and it reaches only the approve and reject services below.
 */
function actorOf(link: ApprovalLink): Session {
  const role = roleFromId(link.user.roleId);
  return {
    sessionId: `approval-link:${link.id}`,
    userId: link.user.id,
    tenantId: link.tenant.id,
    tenantSlug: link.tenant.slug,
    tenantName: link.tenant.name,
    role,
    roleId: link.user.roleId,
    username: link.user.username,
    email: link.user.email,
    firebaseEnv: link.user.firebaseEnv,
    isContact: link.user.isContact,
    contactId: link.user.contactId,
    subRole: null,
    permissions: permissionsFor(role, link.contactSettings),
    locale: link.user.locale,
  };
}

/** What the approval page shows: the link, its contact as an actor, her scope, and the timesheets as she may see them. */
export async function linkPage(db: DbOrTx, link: ApprovalLink): Promise<{ actor: Session; scope: Scope; sheets: SheetView[] }> {
  const actor = actorOf(link);
  const scope = await scopeOf(db, actor);
  return { actor, scope, sheets: await approvalSheets(db, link, scope) };
}

export type DecisionResult = z.infer<typeof decisionResult>;

/**
 * What "Approve all" approves: every timesheet of the link still awaiting a decision, except those with
 * a punch still open or an open punch exception (each of those says why on its card and waits for its
 * own decision; the rest need not wait for it).
 */
export const approvableAll = (sheets: SheetView[]) =>
  sheets
    .filter((s) => s.state === 'open' && !s.openPunches.length && !(s.exceptions ?? []).some((e) => e.status === 'open'))
    .map((s) => s.id);

/** The timesheets a decision applies to, or the refusal the page explains. */
function targetsOf(input: DecideInput, link: ApprovalLink, sheets: SheetView[]): string[] {
  if (input.timesheet_id === 'all') {
    const open = approvableAll(sheets);
    if (!open.length) throw refuse(409, 'nothing_open', say('approvalLinks.nothingOpen'));
    return open;
  }
  if (!link.timesheetIds.includes(input.timesheet_id)) throw refuse(404, 'not_in_link', say('approvalLinks.notInLink'));
  const sheet = sheets.find((s) => s.id === input.timesheet_id)!;
  if (sheet.state === 'unavailable') throw refuse(404, 'unavailable', say('approvalLinks.unavailable'));
  if (sheet.state === 'approved')
    throw refuse(
      409,
      'already_approved',
      sheet.decision?.by ? say('approvalLinks.approvedBy', { name: sheet.decision.by }) : say('approvalLinks.approved'),
    );
  if (sheet.state === 'rejected')
    throw refuse(
      409,
      'already_rejected',
      sheet.decision?.by ? say('approvalLinks.rejectedBy', { name: sheet.decision.by }) : say('approvalLinks.rejected'),
    );
  if (sheet.state === 'closed') throw refuse(409, 'not_open', say('approvalLinks.notOpen'));
  return [sheet.id];
}

/**
 * Approves or rejects timesheets of a link, as its contact, through the same services the portal's
 * approve and reject use (lib/timesheets/service.ts): her role, her 'Approve timesheets' switch, her
 * locations and the approval invariants (no open punch, not locked or archived) all hold, the totals
 * are recomputed before freezing, and the log records the action with source 'email'. A decision is
 * taken once: a timesheet decided since the link was sent, by anyone, is refused with who decided it.
 * The checks before the service call only give the page a precise reason; the service decides.
 */
export async function decideByLink(db: DbOrTx, token: string, input: DecideInput, ip: string): Promise<DecisionResult> {
  const link = await resolveLinkRequest(db, token, ip);
  if (!link) throw refuse(404, 'link_invalid', say('approvalLinks.invalid'));
  if (link.state !== 'valid') throw refuse(410, 'link_expired', say('approvalLinks.expired'));
  const { actor, scope, sheets } = await linkPage(db, link);
  const ids = targetsOf(input, link, sheets);
  if (!actor.permissions.approveTimesheets) throw refuse(403, 'forbidden', say(PERMISSION_REFUSAL.approveTimesheets));
  const punched = sheets.filter((s) => ids.includes(s.id) && s.openPunches.length);
  if (input.decision === 'approve' && punched.length) {
    throw refuse(
      409,
      'open_punch',
      say('approvalLinks.openPunch', { names: punched.map((s) => s.worker).join(', '), count: punched.length }),
      Object.fromEntries(punched.map((s) => [s.id, 'open punch'])),
    );
  }
  try {
    const count =
      input.decision === 'approve'
        ? await approveTimesheets(actor, scope, ids, { source: 'email', acknowledge: input.acknowledge })
        : await rejectTimesheets(actor, scope, ids, input.reason ?? '', { source: 'email' });
    return { decision: input.decision, count, timesheet_ids: ids };
  } catch (error) {
    // Another decision landed between the page's read and the service's lock: the service refused, all or nothing.
    if (error instanceof ApiError && error.status === 409 && error.code === 'conflict')
      throw refuse(409, 'conflict', error.text, error.errors);
    throw error;
  }
}
