import type { inferParserType } from 'nuqs/server';
import { TICKET_TABS } from '@/lib/helpdesk/types';
import { idParam, listLoader, oneOfParam, pageParam, perPageParam, textParam } from '@/lib/url-state/params';

/** The ticket list's state in the URL: tab, search, page, and the ticket open beside it (?ticket=). */
export const ticketParams = {
  status: oneOfParam(TICKET_TABS, 'all'),
  q: textParam(100),
  page: pageParam,
  perPage: perPageParam,
  ticket: idParam,
};
export const loadTicketQuery = listLoader(ticketParams);
export type TicketQuery = inferParserType<typeof ticketParams>;

export const listQuery = (q: TicketQuery) => ({
  status: q.status === 'all' ? undefined : q.status,
  search: q.q || undefined,
  page: q.page,
  per_page: q.perPage,
});
