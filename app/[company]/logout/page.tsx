import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/auth/auth-card';
import { LogoutScreen } from '@/components/auth/logout-screen';
import { resolveCompanyPage } from '@/lib/auth/company-page';

export async function generateMetadata() {
  const t = await getTranslations('auth');
  return { title: t('loggedOutTitle') };
}

export default async function LogoutPage({ params }: { params: Promise<{ company: string }> }) {
  const { tenant, settings } = await resolveCompanyPage((await params).company, 'logout');
  const t = await getTranslations('auth');
  return (
    <AuthCard title={t('loggedOutTitle')} logo={settings.logo} brandName={tenant.name}>
      <LogoutScreen companyId={tenant.slug} />
    </AuthCard>
  );
}
