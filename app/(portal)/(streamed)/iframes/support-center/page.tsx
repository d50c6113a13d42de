import type { SearchParams } from 'nuqs/server';
import { SupportCenterScreen } from '@/components/support-center/support-center-screen';
import { listQuery, loadTicketQuery } from '@/components/support-center/ticket-query';
import { listResponse } from '@/lib/schema-kit/paging';
import { requirePage, type Session } from '@/lib/auth/guard';
import { isHelpdeskAdmin } from '@/lib/helpdesk/access';
import { getHelpdeskSettings } from '@/lib/helpdesk/config';
import { listTickets } from '@/lib/helpdesk/queries';
import { SUPPORT_CENTER_ROUTE } from '@/lib/helpdesk/route';
import { ticketListQuery } from '@/lib/helpdesk/schema';
import { titleFrom } from '@/lib/settings/page-metadata';
import { apiQueryOf, asJson } from '@/lib/url-state/first-page';
import type { Db } from '@/lib/db/client';

export const generateMetadata = titleFrom('nav', 'supportCenter');

/** The ticket list's first page for the URL's tab and search, as GET /helpdesk/tickets answers it. */
async function firstTickets(db: Db, session: Session, searchParams: Promise<SearchParams>) {
  const query = apiQueryOf(ticketListQuery, listQuery(await loadTicketQuery(searchParams)));
  const { data, total, counts } = await listTickets(db, session, query);
  const list = listResponse(data, total, query);
  return asJson({ ...list, meta: { ...list.meta, counts } });
}

export default async function SupportCenterPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { session, db } = await requirePage({ route: SUPPORT_CENTER_ROUTE });
  // Which view to paint (embedded helpdesk or ticket center) is known before any client fetch; the ticket
  // center's first page comes with it, and none is read for an embedded helpdesk.
  const { url } = await getHelpdeskSettings(db, session.tenantId);
  const initialTickets = url ? undefined : await firstTickets(db, session, searchParams);
  return <SupportCenterScreen isAdmin={isHelpdeskAdmin(session)} initialUrl={url} initialTickets={initialTickets} />;
}
