import { CompaniesScreen } from '@/components/companies/list/companies-screen';
import { requireSession } from '@/lib/auth/guard';
import { titleFrom } from '@/lib/settings/page-metadata';

export const generateMetadata = titleFrom('nav', 'companies');

export default async function CompaniesPage() {
  await requireSession({ route: '/companies' });
  return <CompaniesScreen />;
}
