import 'server-only';
import type { Db } from '@/lib/db/client';
import type { NextRequest } from 'next/server';
import type { z } from 'zod';
import type { Contract } from '@/lib/contracts/kit/contract';
import { handler, type ContractResult } from '@/lib/http/handler';
import { idParam } from '@/lib/schema-kit/ids';
import { say, type ErrorKey } from '@/lib/errors';
import type { Session } from '@/lib/auth/guard';
import type { Role } from '@/lib/auth/roles';
import { approvedSummary } from '@/lib/timesheets/approved-summary';
import type { approveBody, approveResult, bulkResult, idsBody } from '@/lib/timesheets/schema';
import { scopeOf, type Scope } from '@/lib/timesheets/scope';
import { approveTimesheets, idsFrom } from '@/lib/timesheets/service';
import type { TimesheetAction } from '@/lib/timesheets/types';

type Ids = z.infer<typeof idsBody>;

/** The confirmation of each bulk action, with the count (ICU plurals per language: messages/apiMessages). */
const DONE: Record<BulkAction, ErrorKey> = {
  submit: 'done.timesheets.submitted',
  approve: 'done.timesheets.approved',
  reject: 'done.timesheets.rejected',
  invoice: 'done.timesheets.invoiced',
  invoice_toggle: 'done.timesheets.invoiceToggled',
  lock: 'done.timesheets.locked',
  unlock: 'done.timesheets.unlocked',
  archive: 'done.timesheets.archived',
  restore: 'done.timesheets.restored',
};
type BulkAction = Exclude<TimesheetAction, 'edit' | 'payroll'>;

/** A bulk action's contract (lib/timesheets/contract.ts): the transition table's roles, a body with the ids. */
type BulkContract<B> = Contract & { access: { allow: readonly Role[] }; body: z.ZodType<B>; response: typeof bulkResult };

/**
 * A bulk (or single-id) action route: only the roles the transition table gives the action, and for a
 * contact only with the switch it needs, pass the guard (403 otherwise); the ids come from the body or
 * the path; the service applies it all or nothing.
 */
export function bulkAction<B extends Ids>(
  contract: BulkContract<B>,
  action: BulkAction,
  run: (s: Session, scope: Scope, ids: string[], body: B) => Promise<number>,
) {
  return handler(contract, async ({ db, session, body: b, params }) => {
    const ids = idsFrom(b, { id: params.id ? idParam(params.id, 'timesheet') : undefined });
    const count = await run(session, await scopeOf(db, session), ids, b);
    return { data: { count }, message: say(DONE[action], { count }) };
  });
}

type ApproveContract = Contract & { access: { allow: readonly Role[] }; body: typeof approveBody; response: typeof approveResult };

/**
 * Approve (many or the one in the path): like bulkAction, and the answer says what was approved, from the
 * stored totals (lib/timesheets/approved-summary.ts): the count, hours and, where the reader may see it,
 * the bill total, for the toast to name (issue 22 §5).
 */
export function approveAction(contract: ApproveContract) {
  return handler(contract, async ({ db, session, body: b, params }) => {
    const ids = idsFrom(b, { id: params.id ? idParam(params.id, 'timesheet') : undefined });
    const scope = await scopeOf(db, session);
    const count = await approveTimesheets(session, scope, ids, { acknowledge: b?.acknowledge });
    const summary = await approvedSummary(db, scope, ids, session.role);
    return { data: { ...summary, count }, message: say(DONE.approve, { count }) };
  });
}

type QueryOf<C extends Contract> = C['query'] extends z.ZodType ? z.output<C['query']> : undefined;

/** A read route for anyone signed in, with the session's scope resolved; the answer is checked against the contract. */
export function scopedRead<C extends Contract & { access: { allow: readonly Role[] } }>(
  contract: C,
  run: (ctx: {
    session: Session;
    scope: Scope;
    query: QueryOf<C>;
    params: Record<string, string>;
    req: NextRequest;
    db: Db;
  }) => Promise<ContractResult<C>>,
) {
  // Widened to Contract here: `run` already holds the contract's own types.
  return handler<Contract>(contract, async ({ session, query, params, req, db }) =>
    run({ session, scope: await scopeOf(db, session), query: query as QueryOf<C>, params, req, db }),
  );
}
