import { handler } from '@/lib/http/handler';
import { idParam } from '@/lib/schema-kit/ids';
import { notificationsContracts } from '@/lib/contracts/notification-centre';
import { markRead } from '@/lib/notification-centre/service';

/** Marks one of the caller's own notifications read; anyone else's is a 404. */
export const POST = handler(notificationsContracts.read, async ({ db, session, params }) => {
  const id = idParam(params.id, 'notification');
  const { unread } = await markRead(db, session, id);
  return { data: { _id: id, read: true as const }, unread };
});
