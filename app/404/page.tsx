import { getTranslations } from 'next-intl/server';
import { NotFoundScreen } from '@/components/shell/not-found-screen';

export async function generateMetadata() {
  const t = await getTranslations('errors');
  return { title: t('notFoundTitle') };
}

/** SPEC §2 lists /404 as a route of its own. */
export default function NotFoundPage() {
  return <NotFoundScreen />;
}
