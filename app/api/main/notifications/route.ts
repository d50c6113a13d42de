import { handler } from '@/lib/api/handler';
import { listNotifications } from '@/lib/notification-centre/queries';
import { requestLocale } from '@/lib/notification-centre/render';
import { notificationsQuery } from '@/lib/notification-centre/schema';

/** The signed-in user's own notifications, newest first, titled in the request's language, with her unread count. */
export const GET = handler({ route: '/notifications', query: notificationsQuery }, async ({ session, req, query }) =>
  listNotifications(session, query, requestLocale(req)));
