import { handler } from '@/lib/http/handler';
import { notificationsContracts } from '@/lib/contracts/notification-centre';
import { markAllRead } from '@/lib/notification-centre/service';

/** Marks all of the caller's unread notifications read (up to the newest she saw, with `?up_to=`). */
export const POST = handler(notificationsContracts.readAll, async ({ db, session, query }) => {
  const { updated, unread } = await markAllRead(db, session, query);
  return { data: { updated }, unread };
});
