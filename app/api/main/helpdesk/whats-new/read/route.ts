import { handler } from '@/lib/http/handler';
import { helpdeskContracts } from '@/lib/contracts/helpdesk';
import { markWhatsNewRead } from '@/lib/helpdesk/whats-new';

/** SPEC §7 PATCH helpdesk/whats-new/read {ids?}: those entries, or all, read for this user. */
export const PATCH = handler(helpdeskContracts.markWhatsNewRead, async ({ db, session, body }) => ({
  data: await markWhatsNewRead(db, session, body.ids),
}));
