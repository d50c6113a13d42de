import { getTranslations } from 'next-intl/server';
import { ModulePlaceholder } from '@/components/shell/module-placeholder';
import { titleFrom } from '@/lib/i18n/metadata';

export const generateMetadata = titleFrom('nav', 'timecards');

export default async function Page() {
  const t = await getTranslations('nav');
  return <ModulePlaceholder route="/timecards" title={t('timecards')} />;
}
