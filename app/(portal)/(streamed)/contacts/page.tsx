import type { SearchParams } from 'nuqs/server';
import { ContactsScreen } from '@/components/contacts/list/contacts-screen';
import { apiQuery, loadContactQuery } from '@/components/contacts/list/query';
import { listResponse } from '@/lib/schema-kit/paging';
import { requirePage } from '@/lib/auth/guard';
import { companyOptions } from '@/lib/companies/queries';
import { listContacts } from '@/lib/contacts/queries';
import { contactsQuery } from '@/lib/contacts/schema';
import { titleFrom } from '@/lib/settings/page-metadata';
import { apiQueryOf, asJson } from '@/lib/url-state/first-page';

export const generateMetadata = titleFrom('nav', 'contacts');

/** The first page of contacts for the URL's filters comes with the HTML, as GET /company-contacts answers it. */
export default async function ContactsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { session, db } = await requirePage({ route: '/contacts' });
  const query = apiQueryOf(contactsQuery, apiQuery(await loadContactQuery(searchParams)));
  const [companies, { data, total }] = await Promise.all([companyOptions(db, session.tenantId), listContacts(db, session.tenantId, query)]);
  return <ContactsScreen companies={companies} initial={asJson(listResponse(data, total, query))} />;
}
