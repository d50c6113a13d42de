import { say } from '@/lib/errors';
import { created, handler } from '@/lib/http/handler';
import { listResponse } from '@/lib/schema-kit/paging';
import { pushNotificationsContracts } from '@/lib/contracts/push-notifications';
import { listNotifications } from '@/lib/push-notifications/queries';
import { composeNotification } from '@/lib/push-notifications/service';

/** History, newest first. Due scheduled notifications are sent by the job queue (lib/push-notifications/jobs.ts). */
export const GET = handler(pushNotificationsContracts.list, async ({ db, session, query }) => {
  const { data, total } = await listNotifications(db, session.tenantId, query);
  return listResponse(data, total, query);
});

/** Send now (delivered before the answer) or schedule with send_at. */
export const POST = handler(pushNotificationsContracts.compose, async ({ db, session, body, ip }) => {
  const data = await composeNotification(db, session, body, ip);
  return created({ data, message: body.send_at ? say('done.pushNotifications.scheduled') : say('done.pushNotifications.sent') });
});
