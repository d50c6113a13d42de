import { getTranslations } from 'next-intl/server';
import { ModulePlaceholder } from '@/components/shell/module-placeholder';
import { titleFrom } from '@/lib/i18n/metadata';

export const generateMetadata = titleFrom('nav', 'careerResources');

export default async function Page() {
  const t = await getTranslations('nav');
  return <ModulePlaceholder route="/career-resources" title={t('careerResources')} />;
}
