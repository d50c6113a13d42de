import { handler } from '@/lib/http/handler';
import { pushNotificationsContracts } from '@/lib/contracts/push-notifications';
import { audienceOptions } from '@/lib/push-notifications/queries';

/** Locations, position names and candidate statuses the compose panel can target. */
export const GET = handler(pushNotificationsContracts.audienceOptions, async ({ db, session }) => ({
  data: await audienceOptions(db, session.tenantId),
}));
