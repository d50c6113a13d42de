import 'server-only';
import type { NextRequest } from 'next/server';
import type { z } from 'zod';
import { handler } from '@/lib/api/handler';
import { idParam } from '@/lib/api/ids';
import type { Session } from '@/lib/auth/guard';
import { EVERYONE } from '@/lib/auth/roles';
import type { idsBody } from './schema';
import { scopeOf, type Scope } from './scope';
import { idsFrom } from './service';
import { RULES } from './transitions';
import type { TimesheetAction } from './types';

type Ids = z.infer<typeof idsBody>;

/** Past-tense verbs for the success message of each bulk action. */
const DONE: Partial<Record<TimesheetAction, string>> = {
  submit: 'submitted', approve: 'approved', reject: 'rejected', invoice: 'marked invoiced', invoice_toggle: 'updated',
  lock: 'locked', unlock: 'unlocked', archive: 'archived', restore: 'restored', payroll: 'exported to payroll',
};

export const countLabel = (n: number) => `${n} timesheet${n === 1 ? '' : 's'}`;

/**
 * A bulk (or single-id) action route: only the roles the transition table gives the action, and for a
 * contact only with the switch it needs, pass the guard (403 otherwise); the ids come from the body or
 * the path; the service applies it all or nothing.
 */
export function bulkAction<B extends Ids>(action: TimesheetAction, body: z.ZodType<B>,
  run: (s: Session, scope: Scope, ids: string[], body: B) => Promise<number>) {
  return handler({ allow: RULES[action].roles, permission: RULES[action].permission, body }, async ({ session, body: b, params }) => {
    const ids = idsFrom(b, { id: params.id ? idParam(params.id, 'timesheet') : undefined });
    const count = await run(session, await scopeOf(session), ids, b);
    return { data: { count }, message: `${countLabel(count)} ${DONE[action]}` };
  });
}

/** A read route for anyone signed in, with the session's scope resolved. */
export function scopedRead<Q>(query: z.ZodType<Q> | undefined, run: (ctx: { session: Session; scope: Scope; query: Q; params: Record<string, string>; req: NextRequest }) => Promise<unknown>) {
  return handler({ allow: EVERYONE, query }, async ({ session, query: q, params, req }) => run({ session, scope: await scopeOf(session), query: q, params, req }));
}
