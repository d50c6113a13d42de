import { CompanyScreen } from '@/components/companies/detail/company-screen';
import { requirePage } from '@/lib/auth/guard';
import { checkAccess } from '@/lib/auth/permissions';
import { orNotFound } from '@/lib/or-not-found';
import { pathId } from '@/lib/companies/path-id';
import { getCompany } from '@/lib/companies/queries';
import { titleFrom } from '@/lib/settings/page-metadata';
import { currencyOf } from '@/lib/settings/currency';
import { portalFlags } from '@/lib/settings/flags';
import { getSettings } from '@/lib/settings/queries';

export const generateMetadata = titleFrom('pages', 'companyDetails');

export default async function CompanyPage({ params }: { params: Promise<{ companyId: string }> }) {
  const { session, db } = await requirePage({ route: '/company' });
  const [raw, settings] = await Promise.all([params, getSettings(session.tenantId)]);
  const company = await orNotFound(() => getCompany(db, session.tenantId, pathId(raw, 'companyId', 'company')));
  // Location statuses are tenant settings: whoever may open admin settings may manage them (the statuses API agrees).
  const canManageStatuses = checkAccess(session.role, '/admin-settings', portalFlags(settings)).ok;
  return <CompanyScreen key={company._id} initial={company} currency={currencyOf(settings)} canManageStatuses={canManageStatuses} />;
}
