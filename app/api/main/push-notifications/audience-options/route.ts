import { handler } from '@/lib/api/handler';
import { audienceOptions } from '@/lib/push-notifications/queries';
import { PUSH_ROUTE } from '@/lib/push-notifications/route-helpers';

/** Locations, position names and candidate statuses the compose panel can target. */
export const GET = handler({ route: PUSH_ROUTE }, async ({ session }) => ({ data: await audienceOptions(session.tenantId) }));
