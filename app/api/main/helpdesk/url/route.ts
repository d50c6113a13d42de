import { handler } from '@/lib/api/handler';
import { SUPPORT_ROUTE } from '@/lib/helpdesk/route';
import { getHelpdeskSettings } from '@/lib/helpdesk/config';

/** SPEC §7 POST helpdesk/url: the helpdesk to embed, or null for the built-in ticket center. */
export const POST = handler(SUPPORT_ROUTE, async ({ session }) => ({ data: { url: (await getHelpdeskSettings(session.tenantId)).url } }));
