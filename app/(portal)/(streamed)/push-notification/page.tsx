import { getTranslations } from 'next-intl/server';
import { PushScreen } from '@/components/push-notifications/push-screen';
import { requireSession } from '@/lib/auth/guard';
import { titleFrom } from '@/lib/settings/page-metadata';
import { PUSH_ROUTE } from '@/lib/push-notifications/route-helpers';

export const generateMetadata = titleFrom('nav', 'notifications');

export default async function PushNotificationPage() {
  await requireSession({ route: PUSH_ROUTE });
  const t = await getTranslations('nav');
  return <PushScreen title={t('notifications')} />;
}
