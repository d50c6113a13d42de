import { handler } from '@/lib/http/handler';
import { pushNotificationsContracts } from '@/lib/contracts/push-notifications';
import { previewCount } from '@/lib/push-notifications/service';

/** How many candidates an audience reaches right now. */
export const POST = handler(pushNotificationsContracts.audienceCount, async ({ db, session, body }) => ({
  data: { count: await previewCount(db, session, body.audience) },
}));
