import { say } from '@/lib/errors';
import { handler } from '@/lib/http/handler';
import { idParam } from '@/lib/schema-kit/ids';
import { pushNotificationsContracts } from '@/lib/contracts/push-notifications';
import { cancelNotification } from '@/lib/push-notifications/service';

/** Cancels a scheduled notification; 409 once it is sending or sent. */
export const POST = handler(pushNotificationsContracts.cancel, async ({ db, session, params, ip }) => ({
  data: await cancelNotification(db, session, idParam(params.id, 'notification'), ip),
  message: say('done.pushNotifications.cancelled'),
}));
