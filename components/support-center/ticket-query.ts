'use client';
import { readers } from '@/lib/browser/url-readers';
import type { Params } from '@/lib/browser/use-url-query';
import { TICKET_TABS, type TicketTab } from '@/lib/helpdesk/types';

/** The ticket list's state in the URL: tab, search, page, and the ticket open beside it (?ticket=). */
export type TicketQuery = { status: TicketTab; q: string; page: number; perPage: number; ticket: string };

export function parseTicketQuery(p: Params): TicketQuery {
  const r = readers(p);
  return { status: r.oneOf('status', TICKET_TABS, 'all'), q: r.text('q'), page: r.page(), perPage: r.perPage(), ticket: r.id('ticket') };
}

export const listQuery = (q: TicketQuery) => ({
  status: q.status === 'all' ? undefined : q.status, search: q.q || undefined, page: q.page, per_page: q.perPage,
});
