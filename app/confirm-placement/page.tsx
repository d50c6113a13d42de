import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/auth/auth-card';
import { EmptyState } from '@/components/ui/empty-state';
import { titleFrom } from '@/lib/i18n/metadata';

export const generateMetadata = titleFrom('pages', 'confirmPlacement');

/** Public page (no session); its form arrives with the recruiting module. */
export default async function Page() {
  const [t, tEmpty] = await Promise.all([getTranslations('pages'), getTranslations('empty')]);
  return (
    <AuthCard title={t('confirmPlacement')}>
      <EmptyState title={tEmpty('title')} body={tEmpty('body')} />
    </AuthCard>
  );
}
