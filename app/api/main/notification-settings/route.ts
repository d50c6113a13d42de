import { handler } from '@/lib/api/handler';
import { getSettingsMatrix } from '@/lib/notification-settings/queries';
import { settingsBody } from '@/lib/notification-settings/schema';
import { saveSettings } from '@/lib/notification-settings/service';

/** The admin "notifications" tab: which channels each event uses (admins only, as the tab). */
const ROUTE = '/admin-settings';

export const GET = handler({ route: ROUTE }, async ({ session }) => ({ data: await getSettingsMatrix(session.tenantId) }));

export const PUT = handler({ route: ROUTE, body: settingsBody }, async ({ session, body, ip }) =>
  ({ data: await saveSettings(session, body, ip), message: 'Notification settings saved' }));
