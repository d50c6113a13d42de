import { ContactsScreen } from '@/components/contacts/list/contacts-screen';
import { requireSession } from '@/lib/auth/guard';
import { companyOptions } from '@/lib/companies/queries';
import { titleFrom } from '@/lib/settings/page-metadata';

export const generateMetadata = titleFrom('nav', 'contacts');

export default async function ContactsPage() {
  const session = await requireSession({ route: '/contacts' });
  return <ContactsScreen companies={await companyOptions(session.tenantId)} />;
}
