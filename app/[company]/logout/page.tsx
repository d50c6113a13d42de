import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/auth/auth-card';
import { ServerLanguagePicker } from '@/components/shell/server-language-picker';
import { LogoutScreen } from '@/components/auth/logout-screen';
import { resolveCompanyPage } from '@/lib/auth/company-page';
import { optionalSession, publicPage } from '@/lib/auth/guard';

export async function generateMetadata() {
  const t = await getTranslations('auth');
  return { title: t('loggedOutTitle') };
}

export default async function LogoutPage({ params }: { params: Promise<{ company: string }> }) {
  const { tenant, settings } = await resolveCompanyPage(publicPage().db, (await params).company, 'logout');
  const [t, session] = await Promise.all([getTranslations('auth'), optionalSession()]);
  const signedIn = session?.tenantId === tenant.id;
  return (
    <AuthCard
      language={<ServerLanguagePicker />}
      title={signedIn ? t('signOutConfirmTitle') : t('loggedOutTitle')}
      logo={settings.logo}
      brandName={tenant.name}
    >
      <LogoutScreen companyId={tenant.slug} companyName={tenant.name} signedIn={signedIn} />
    </AuthCard>
  );
}
