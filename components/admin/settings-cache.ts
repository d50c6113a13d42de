import type { ScopedMutator } from 'swr';
import { keysOf } from '@/lib/browser/typed-api';
import { portalSettingsRoutes } from '@/lib/contracts/routes/portal-settings';

const readsOfRefs = keysOf(portalSettingsRoutes.get, portalSettingsRoutes.publicSettings, portalSettingsRoutes.settingsMaintenance);

/**
 * Every cached read of the company settings after an admin saves some (the shell's useCompanySettings
 * included). The server page refreshes on its own (router.refresh) where a tab's props come from it.
 */
export const revalidateSettings = (mutate: ScopedMutator) => mutate(readsOfRefs);
