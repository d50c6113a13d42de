import { handler } from '@/lib/api/handler';
import { idParam } from '@/lib/api/ids';
import { getNotificationDetail } from '@/lib/push-notifications/queries';
import { PUSH_ROUTE } from '@/lib/push-notifications/route-helpers';

export const GET = handler({ route: PUSH_ROUTE }, async ({ session, params }) =>
  ({ data: await getNotificationDetail(session.tenantId, idParam(params.id, 'notification')) }));
