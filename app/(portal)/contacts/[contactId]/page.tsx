import { ContactScreen } from '@/components/contacts/detail/contact-screen';
import { requirePage } from '@/lib/auth/guard';
import { orNotFound } from '@/lib/or-not-found';
import { pathId } from '@/lib/companies/path-id';
import { getContact } from '@/lib/contacts/queries';
import { titleFrom } from '@/lib/settings/page-metadata';

export const generateMetadata = titleFrom('pages', 'contactDetails');

export default async function ContactPage({ params }: { params: Promise<{ contactId: string }> }) {
  const { session, db } = await requirePage({ route: '/contacts' });
  const contact = await orNotFound(async () => getContact(db, session.tenantId, pathId(await params, 'contactId', 'contact')));
  return <ContactScreen key={contact._id} initial={contact} />;
}
