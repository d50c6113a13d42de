import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotificationsScreen } from '@/components/notification-centre/notifications-screen';
import { requireSession } from '@/lib/auth/guard';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('notificationCentre'))('title') };
}

/** Each user's own notification centre and opt-outs (every role; the bell in the header links here). */
export default async function NotificationsPage() {
  await requireSession({ route: '/notifications' });
  return <NotificationsScreen />;
}
