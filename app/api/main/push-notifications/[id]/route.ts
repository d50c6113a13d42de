import { handler } from '@/lib/http/handler';
import { idParam } from '@/lib/schema-kit/ids';
import { pushNotificationsContracts } from '@/lib/contracts/push-notifications';
import { getNotificationDetail } from '@/lib/push-notifications/queries';

export const GET = handler(pushNotificationsContracts.get, async ({ db, session, params }) => ({
  data: await getNotificationDetail(db, session.tenantId, idParam(params.id, 'notification')),
}));
