import { say } from '@/lib/errors';
import { handler } from '@/lib/http/handler';
import { notificationSettingsContracts } from '@/lib/contracts/notification-settings';
import { getSettingsMatrix } from '@/lib/notification-settings/queries';
import { saveSettings } from '@/lib/notification-settings/service';

export const GET = handler(notificationSettingsContracts.get, async ({ db, session }) => ({
  data: await getSettingsMatrix(db, session.tenantId),
}));

export const PUT = handler(notificationSettingsContracts.save, async ({ db, session, body, ip }) => ({
  data: await saveSettings(db, session, body, ip),
  message: say('done.settings.notificationsSaved'),
}));
