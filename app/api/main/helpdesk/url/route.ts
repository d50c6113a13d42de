import { handler } from '@/lib/http/handler';
import { getHelpdeskSettings } from '@/lib/helpdesk/config';
import { helpdeskContracts } from '@/lib/contracts/helpdesk';

/** SPEC §7 POST helpdesk/url: the helpdesk to embed, or null for the built-in ticket center. */
export const POST = handler(helpdeskContracts.url, async ({ db, session }) => ({
  data: { url: (await getHelpdeskSettings(db, session.tenantId)).url },
}));
