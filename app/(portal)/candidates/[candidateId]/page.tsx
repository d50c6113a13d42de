import { getTranslations } from 'next-intl/server';
import { ModulePlaceholder } from '@/components/shell/module-placeholder';
import { titleFrom } from '@/lib/i18n/metadata';

export const generateMetadata = titleFrom('pages', 'candidateDetails');

export default async function Page() {
  const t = await getTranslations('pages');
  return <ModulePlaceholder route="/candidates" title={t('candidateDetails')} />;
}
