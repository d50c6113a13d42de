import { handler } from '@/lib/api/handler';
import { ADMINS } from '@/lib/auth/roles';
import { helpdeskSettingsBody } from '@/lib/helpdesk/schema';
import { getHelpdeskSettings } from '@/lib/helpdesk/config';
import { saveHelpdeskUrl } from '@/lib/helpdesk/settings';

export const GET = handler({ allow: ADMINS }, async ({ session }) => ({ data: await getHelpdeskSettings(session.tenantId) }));

export const PUT = handler({ allow: ADMINS, body: helpdeskSettingsBody }, async ({ session, body, ip }) => {
  const data = await saveHelpdeskUrl(session, body.url, ip);
  return { data, message: data.url ? 'Helpdesk address saved' : 'Helpdesk address cleared: the built-in ticket center is used' };
});
