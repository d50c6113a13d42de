import { handler } from '@/lib/api/handler';
import { portalSettingsContracts } from '@/lib/contracts/portal-settings';
import { readMaintenance, saveMaintenance } from '@/lib/settings/route-helpers';

export const GET = handler(portalSettingsContracts.settingsMaintenance, readMaintenance);

export const PUT = handler(portalSettingsContracts.setSettingsMaintenance, saveMaintenance);
