import { handler } from '@/lib/http/handler';
import { idParam } from '@/lib/schema-kit/ids';
import { pushNotificationsContracts } from '@/lib/contracts/push-notifications';
import { getNotificationDetail } from '@/lib/push-notifications/queries';

export const GET = handler(pushNotificationsContracts.get, async ({ session, params }) => ({
  data: await getNotificationDetail(session.tenantId, idParam(params.id, 'notification')),
}));
