import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { ApiError, conflict, forbidden } from '@/lib/errors';
import { audit } from '@/lib/audit';
import type { Session } from '@/lib/auth/guard';
import { notify } from '@/lib/notifications/notify';
import type { DbOrTx } from '@/lib/db/client';
import { ticketMessages, tickets } from '@/lib/db/schema';
import { actorFor, loadTicket } from './access';
import { ticketDetail } from './queries';
import type { CreateTicketInput, ReplyInput, UpdateTicketInput } from './schema';
import { checkTransition, mayChangePriority, mayReply, statusAfterReply } from './transitions';
import type { TicketStatus } from './types';
import type { TicketDetail } from './schema';
import { lockKey } from '@/lib/db/locks';
import { theRow } from '@/lib/db/rows';

/**
 * The tenant's next ticket number. A transaction-scoped advisory lock per tenant serialises the
 * max+1 read with the insert, so two tickets raised at the same moment never race for one number
 * (the unique index on (tenant_id, number) stays the backstop). Other tenants never wait.
 */
async function nextNumber(tx: DbOrTx, tenantId: string): Promise<number> {
  await lockKey(tx, `ticket-number:${tenantId}`);
  // An aggregate without group by answers one row, however many tickets there are.
  const row = theRow(
    await tx
      .select({ max: sql<number>`coalesce(max(${tickets.number}), 0)::int` })
      .from(tickets)
      .where(eq(tickets.tenantId, tenantId)),
  );
  return Number(row.max) + 1;
}

export async function createTicket(db: DbOrTx, session: Session, input: CreateTicketInput, ip?: string): Promise<TicketDetail> {
  const { tenantId, userId } = session;
  return db.transaction(async (tx) => {
    const number = await nextNumber(tx, tenantId);
    const ticket = theRow(
      await tx
        .insert(tickets)
        .values({ tenantId, number, subject: input.subject, priority: input.priority, createdBy: userId })
        .returning(),
      'ticket',
    );
    // The description is the thread's first message, so it reads like every reply after it.
    await tx.insert(ticketMessages).values({ tenantId, ticketId: ticket.id, authorId: userId, body: input.body });
    await audit(tx, { tenantId, userId, action: 'ticket.create', target: ticket.id, meta: { number, priority: input.priority }, ip });
    return ticketDetail(tx, session, ticket.id);
  });
}

export async function replyToTicket(db: DbOrTx, session: Session, id: string, input: ReplyInput, ip?: string): Promise<TicketDetail> {
  const { tenantId, userId } = session;
  return db.transaction(async (tx) => {
    const ticket = await loadTicket(tx, session, id, true);
    const from = ticket.status as TicketStatus;
    if (!mayReply(from)) throw conflict('helpdesk.closedNoReply');
    const to = statusAfterReply(actorFor(session, ticket.createdBy), from);
    await tx.insert(ticketMessages).values({ tenantId, ticketId: ticket.id, authorId: userId, body: input.body });
    await tx
      .update(tickets)
      .set({ status: to, updatedAt: new Date() })
      .where(and(eq(tickets.tenantId, tenantId), eq(tickets.id, ticket.id)));
    await audit(tx, { tenantId, userId, action: 'ticket.reply', target: ticket.id, meta: from === to ? {} : { from, to }, ip });
    // Someone else answered: the ticket's author hears of it (her own replies notify no one).
    if (ticket.createdBy && ticket.createdBy !== userId) {
      await notify(tx, {
        event: 'ticket_replied',
        tenantId,
        userIds: [ticket.createdBy],
        key: `ticket-reply:${randomUUID()}`,
        payload: { subject: ticket.subject },
        link: `/iframes/support-center?ticket=${ticket.id}`,
      });
    }
    return ticketDetail(tx, session, ticket.id);
  });
}

/** Status and priority changes, each checked against the one transition rule (403 or 409 with a reason). */
export async function updateTicket(db: DbOrTx, session: Session, id: string, input: UpdateTicketInput, ip?: string): Promise<TicketDetail> {
  const { tenantId, userId } = session;
  return db.transaction(async (tx) => {
    const ticket = await loadTicket(tx, session, id, true);
    const actor = actorFor(session, ticket.createdBy);
    const from = ticket.status as TicketStatus;
    const to = input.status ?? from;
    const verdict = checkTransition(actor, from, to);
    if (!verdict.ok) throw new ApiError(verdict.status, verdict.text, verdict.status === 409 ? 'conflict' : 'forbidden');
    const priority = input.priority ?? ticket.priority;
    if (priority !== ticket.priority) {
      if (!mayChangePriority(actor)) throw forbidden('helpdesk.adminPriority');
      if (to === 'closed') throw conflict('helpdesk.closedReopenOnly');
    }
    if (to !== from || priority !== ticket.priority) {
      await tx
        .update(tickets)
        .set({ status: to, priority, updatedAt: new Date() })
        .where(and(eq(tickets.tenantId, tenantId), eq(tickets.id, ticket.id)));
      await audit(tx, { tenantId, userId, action: 'ticket.update', target: ticket.id, meta: { from, to, priority }, ip });
    }
    return ticketDetail(tx, session, ticket.id);
  });
}
