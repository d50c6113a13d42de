import { handler } from '@/lib/api/handler';
import { PUSH_ROUTE } from '@/lib/push-notifications/route-helpers';
import { audienceCountBody } from '@/lib/push-notifications/schema';
import { previewCount } from '@/lib/push-notifications/service';

/** How many candidates an audience reaches right now. */
export const POST = handler({ route: PUSH_ROUTE, body: audienceCountBody }, async ({ session, body }) =>
  ({ data: { count: await previewCount(session, body.audience) } }));
