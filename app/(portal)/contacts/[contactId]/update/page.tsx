import { ContactForm } from '@/components/contacts/form/contact-form';
import { isUuid } from '@/lib/schema-kit/uuid';
import { requirePage } from '@/lib/auth/guard';
import { orNotFound } from '@/lib/or-not-found';
import { pathId } from '@/lib/companies/path-id';
import { companyOptions } from '@/lib/companies/queries';
import { getContact } from '@/lib/contacts/queries';
import { createOrEditTitle } from '@/lib/page-title';

export const generateMetadata = createOrEditTitle('contactId', 'contacts.form.newTitle', 'pages.contactUpdate');

type Props = { params: Promise<{ contactId: string }>; searchParams: Promise<{ company?: string | string[] }> };

/** /contacts/new/update creates (?company= preselects the company); /contacts/{id}/update edits. */
export default async function ContactUpdatePage({ params, searchParams }: Props) {
  const { session, db } = await requirePage({ route: '/contacts' });
  const [raw, query, companies] = await Promise.all([params, searchParams, companyOptions(db, session.tenantId)]);
  if (raw.contactId === 'new') {
    const preset =
      typeof query.company === 'string' && isUuid(query.company) && companies.some((c) => c._id === query.company)
        ? query.company
        : undefined;
    return <ContactForm companies={companies} companyId={preset} />;
  }
  const contact = await orNotFound(() => getContact(db, session.tenantId, pathId(raw, 'contactId', 'contact')));
  return <ContactForm key={contact._id} contact={contact} companies={companies} />;
}
