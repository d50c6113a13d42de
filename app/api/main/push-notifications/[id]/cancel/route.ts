import { handler } from '@/lib/api/handler';
import { idParam } from '@/lib/api/ids';
import { PUSH_ROUTE } from '@/lib/push-notifications/route-helpers';
import { cancelNotification } from '@/lib/push-notifications/service';

/** Cancels a scheduled notification; 409 once it is sending or sent. */
export const POST = handler({ route: PUSH_ROUTE }, async ({ session, params, ip }) =>
  ({ data: await cancelNotification(session, idParam(params.id, 'notification'), ip), message: 'Notification cancelled' }));
