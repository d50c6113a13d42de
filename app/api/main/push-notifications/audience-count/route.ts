import { handler } from '@/lib/api/handler';
import { pushNotificationsContracts } from '@/lib/push-notifications/contract';
import { previewCount } from '@/lib/push-notifications/service';

/** How many candidates an audience reaches right now. */
export const POST = handler(pushNotificationsContracts.audienceCount, async ({ session, body }) =>
  ({ data: { count: await previewCount(session, body.audience) } }));
