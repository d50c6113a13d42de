import { handler } from '@/lib/api/handler';
import { portalSettingsContracts } from '@/lib/contracts/portal-settings';
import { readMaintenance, saveMaintenance } from '@/lib/settings/route-helpers';

export const GET = handler(portalSettingsContracts.maintenance, readMaintenance);

export const PUT = handler(portalSettingsContracts.setMaintenance, saveMaintenance);
