import 'server-only';
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { notFound } from '@/lib/errors';
import type { Session } from '@/lib/auth/guard';
import { likePattern, offsetOf } from '@/lib/schema-kit/paging';
import type { DbOrTx } from '@/lib/db/client';
import { ticketMessages, tickets, users } from '@/lib/db/schema';
import { actorFor, visibleTickets } from './access';
import type { TicketListQuery } from './schema';
import { abilitiesOf } from './transitions';
import { TICKET_TABS, type TicketPriority, type TicketStatus } from './types';
import type { Person, TicketCounts, TicketDetail, TicketRow } from './schema';

const creator = alias(users, 'creator');

const person = (id: string | null, name: string | null): Person => (id && name ? { _id: id, name } : null);

/** "#12" or "12" also finds ticket number 12; any text matches the subject. */
function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const number = /^#?(\d{1,9})$/.exec(search)?.[1];
  const subject = ilike(tickets.subject, likePattern(search));
  return number ? or(subject, eq(tickets.number, Number(number))) : subject;
}

const rowSelect = {
  id: tickets.id,
  number: tickets.number,
  subject: tickets.subject,
  status: tickets.status,
  priority: tickets.priority,
  createdBy: tickets.createdBy,
  creatorName: creator.username,
  createdAt: tickets.createdAt,
  updatedAt: tickets.updatedAt,
  messageCount: sql<number>`(select count(*)::int from ${ticketMessages} m where m.tenant_id = ${tickets.tenantId} and m.ticket_id = ${tickets.id})`,
};

type RawRow = {
  id: string;
  number: number;
  subject: string;
  status: string;
  priority: string;
  createdBy: string | null;
  creatorName: string | null;
  createdAt: Date;
  updatedAt: Date;
  messageCount: number;
};

function toRow(r: RawRow): TicketRow {
  return {
    _id: r.id,
    number: r.number,
    subject: r.subject,
    status: r.status as TicketStatus,
    priority: r.priority as TicketPriority,
    created_by: person(r.createdBy, r.creatorName),
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    message_count: Number(r.messageCount),
  };
}

const fromTickets = (tx: DbOrTx) =>
  tx
    .select(rowSelect)
    .from(tickets)
    .leftJoin(creator, and(eq(creator.id, tickets.createdBy), eq(creator.tenantId, tickets.tenantId)));

/** A page of the tickets the user may see, newest activity first, with per-status counts for the tabs. */
export async function listTickets(
  db: DbOrTx,
  session: Session,
  q: TicketListQuery,
): Promise<{ data: TicketRow[]; total: number; counts: TicketCounts }> {
  const base = and(visibleTickets(session), searchCondition(q.search));
  const where = q.status === 'all' ? base : and(base, eq(tickets.status, q.status));
  const [rows, byStatus] = await Promise.all([
    fromTickets(db).where(where).orderBy(desc(tickets.updatedAt), desc(tickets.number)).limit(q.per_page).offset(offsetOf(q)),
    db.select({ status: tickets.status, n: count() }).from(tickets).where(base).groupBy(tickets.status),
  ]);
  const counts = Object.fromEntries(TICKET_TABS.map((t) => [t, 0])) as TicketCounts;
  for (const { status, n } of byStatus) {
    if (status in counts) counts[status as TicketStatus] = n;
    counts.all += n;
  }
  return { data: rows.map(toRow), total: counts[q.status], counts };
}

/** One ticket with its thread (oldest first) and what this user may do with it. */
export async function ticketDetail(tx: DbOrTx, session: Session, id: string): Promise<TicketDetail> {
  // The row and its thread in one go: the visibility filter on the row decides the 404, and the
  // messages are read by tenant and id, so a ticket the user may not see leaks nothing.
  const [[row], messages] = await Promise.all([
    fromTickets(tx)
      .where(and(visibleTickets(session), eq(tickets.id, id)))
      .limit(1),
    tx
      .select({
        id: ticketMessages.id,
        body: ticketMessages.body,
        authorId: ticketMessages.authorId,
        authorName: users.username,
        createdAt: ticketMessages.createdAt,
      })
      .from(ticketMessages)
      .leftJoin(users, and(eq(users.id, ticketMessages.authorId), eq(users.tenantId, ticketMessages.tenantId)))
      .where(and(eq(ticketMessages.tenantId, session.tenantId), eq(ticketMessages.ticketId, id)))
      .orderBy(asc(ticketMessages.createdAt), asc(ticketMessages.id)),
  ]);
  if (!row) throw notFound('ticket');
  return {
    ...toRow(row),
    messages: messages.map((m) => ({
      _id: m.id,
      body: m.body,
      author: person(m.authorId, m.authorName),
      created_at: m.createdAt.toISOString(),
    })),
    can: abilitiesOf(actorFor(session, row.createdBy), row.status as TicketStatus),
  };
}
