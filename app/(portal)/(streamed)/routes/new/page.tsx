import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NewRouteScreen } from '@/components/transport-routes/route-screen';
import { requireSession } from '@/lib/auth/guard';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('transportRoutes.editor');
  return { title: t('newTitle') };
}

export default async function NewRoutePage() {
  await requireSession({ route: '/routes' });
  return <NewRouteScreen />;
}
