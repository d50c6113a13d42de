import { CompanyForm } from '@/components/companies/form/company-form';
import { requirePage } from '@/lib/auth/guard';
import { orNotFound } from '@/lib/or-not-found';
import { pathId } from '@/lib/companies/path-id';
import { getCompany } from '@/lib/companies/queries';
import { createOrEditTitle } from '@/lib/page-title';

export const generateMetadata = createOrEditTitle('companyId', 'companies.form.newTitle', 'pages.companyUpdate');

/** /company/update/new creates; /company/update/{id} edits that company. */
export default async function CompanyUpdatePage({ params }: { params: Promise<{ companyId: string }> }) {
  const { session, db } = await requirePage({ route: '/company' });
  const raw = await params;
  if (raw.companyId === 'new') return <CompanyForm />;
  const company = await orNotFound(() => getCompany(db, session.tenantId, pathId(raw, 'companyId', 'company')));
  return <CompanyForm key={company._id} company={company} />;
}
