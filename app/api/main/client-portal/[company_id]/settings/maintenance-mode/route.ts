import { handler } from '@/lib/http/handler';
import { portalSettingsContracts } from '@/lib/contracts/portal-settings';
import { readMaintenance, saveMaintenance } from '@/lib/http/settings-routes';

export const GET = handler(portalSettingsContracts.settingsMaintenance, readMaintenance);

export const PUT = handler(portalSettingsContracts.setSettingsMaintenance, saveMaintenance);
