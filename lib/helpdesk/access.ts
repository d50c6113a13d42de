import 'server-only';
import { and, eq, type SQL } from 'drizzle-orm';
import { notFound } from '@/lib/errors';
import type { Session } from '@/lib/auth/guard';
import { ADMINS } from '@/lib/auth/roles';
import type { DbOrTx } from '@/lib/db/client';
import { tickets } from '@/lib/db/schema';
import type { Actor } from './transitions';

/** Super and company admins work the tenant's ticket queue; everyone else sees only what they raised. */
export const isHelpdeskAdmin = (session: Session) => ADMINS.includes(session.role);

export const actorFor = (session: Session, createdBy: string | null): Actor => ({
  admin: isHelpdeskAdmin(session),
  creator: createdBy !== null && createdBy === session.userId,
});

/** Tickets this user may see: always within the session's tenant, and only their own unless an admin. */
export function visibleTickets(session: Session): SQL {
  const tenant = eq(tickets.tenantId, session.tenantId);
  return isHelpdeskAdmin(session) ? tenant : and(tenant, eq(tickets.createdBy, session.userId))!;
}

/**
 * One ticket by id within what the user may see; someone else's ticket answers the same 404 as a missing
 * one, so ids cannot be probed. `lock` holds the row for a change (numbering and replies stay in order).
 */
export async function loadTicket(tx: DbOrTx, session: Session, id: string, lock = false) {
  const query = tx
    .select()
    .from(tickets)
    .where(and(visibleTickets(session), eq(tickets.id, id)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('ticket');
  return row;
}
