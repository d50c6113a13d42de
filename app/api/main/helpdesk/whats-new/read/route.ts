import { handler } from '@/lib/api/handler';
import { SUPPORT_ROUTE } from '@/lib/helpdesk/route';
import { whatsNewReadBody } from '@/lib/helpdesk/schema';
import { markWhatsNewRead } from '@/lib/helpdesk/whats-new';

/** SPEC §7 PATCH helpdesk/whats-new/read {ids?}: those entries, or all, read for this user. */
export const PATCH = handler({ ...SUPPORT_ROUTE, body: whatsNewReadBody }, async ({ session, body }) =>
  ({ data: await markWhatsNewRead(session, body.ids) }));
