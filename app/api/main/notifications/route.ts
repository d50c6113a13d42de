import { handler } from '@/lib/http/handler';
import { notificationsContracts } from '@/lib/contracts/notification-centre';
import { listNotifications } from '@/lib/notification-centre/queries';
import { requestLocale } from '@/lib/notification-centre/render';

/** The signed-in user's own notifications, newest first, titled in the request's language, with her unread count. */
export const GET = handler(notificationsContracts.list, async ({ db, session, req, query }) =>
  listNotifications(db, session, query, requestLocale(req)),
);
