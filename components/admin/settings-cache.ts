import { portalSettingsRoutes } from '@/lib/contracts/routes/portal-settings';
import { invalidate } from '@/lib/browser/invalidate';

/**
 * Every cached read of the company settings after an admin saves some (the shell's useCompanySettings
 * included). The server page refreshes on its own (router.refresh) where a tab's props come from it.
 */
export const revalidateSettings = () =>
  invalidate(portalSettingsRoutes.get, portalSettingsRoutes.publicSettings, portalSettingsRoutes.settingsMaintenance);
