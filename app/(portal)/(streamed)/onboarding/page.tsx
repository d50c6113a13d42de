import { getTranslations } from 'next-intl/server';
import { OnboardingScreen } from '@/components/onboarding/onboarding-screen';
import { PageHeader } from '@/components/shell/page-header';
import { requireSession } from '@/lib/auth/guard';
import { titleFrom } from '@/lib/settings/page-metadata';

export const generateMetadata = titleFrom('nav', 'onboarding');

// Thin on purpose (DESIGN §3.1): every tab is an interactive list the browser loads and keeps fresh.
export default async function OnboardingPage() {
  await requireSession({ route: '/onboarding' });
  const [tNav, t] = await Promise.all([getTranslations('nav'), getTranslations('onboarding')]);
  return (
    <>
      <PageHeader title={tNav('onboarding')} subtitle={t('subtitle')} />
      <OnboardingScreen />
    </>
  );
}
