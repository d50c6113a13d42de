import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/auth/auth-card';
import { EmptyState } from '@/components/ui/empty-state';
import { resolveCompanyPage } from '@/lib/auth/company-page';

export async function generateMetadata() {
  const t = await getTranslations('pages');
  return { title: t('publicJobs') };
}

/** Public job board of a company; the listing itself arrives with the recruiting module. */
export default async function PublicJobsPage({ params }: { params: Promise<{ company: string }> }) {
  const { tenant, settings } = await resolveCompanyPage((await params).company, 'jobs');
  const [t, tEmpty] = await Promise.all([getTranslations('pages'), getTranslations('empty')]);
  return (
    <AuthCard title={t('publicJobs')} logo={settings.logo} brandName={tenant.name}>
      <EmptyState title={tEmpty('title')} body={tEmpty('body')} />
    </AuthCard>
  );
}
