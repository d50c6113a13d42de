import { say } from '@/lib/errors';
import { handler } from '@/lib/http/handler';
import { getHelpdeskSettings } from '@/lib/helpdesk/config';
import { helpdeskContracts } from '@/lib/contracts/helpdesk';
import { saveHelpdeskUrl } from '@/lib/helpdesk/settings';

export const GET = handler(helpdeskContracts.settings, async ({ db, session }) => ({
  data: await getHelpdeskSettings(db, session.tenantId),
}));

export const PUT = handler(helpdeskContracts.saveSettings, async ({ db, session, body, ip }) => {
  const data = await saveHelpdeskUrl(db, session, body.url, ip);
  return { data, message: data.url ? say('done.helpdesk.addressSaved') : say('done.helpdesk.addressCleared') };
});
