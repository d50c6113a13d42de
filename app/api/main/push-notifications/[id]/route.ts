import { handler } from '@/lib/api/handler';
import { idParam } from '@/lib/api/ids';
import { pushNotificationsContracts } from '@/lib/contracts/push-notifications';
import { getNotificationDetail } from '@/lib/push-notifications/queries';

export const GET = handler(pushNotificationsContracts.get, async ({ session, params }) => ({
  data: await getNotificationDetail(session.tenantId, idParam(params.id, 'notification')),
}));
