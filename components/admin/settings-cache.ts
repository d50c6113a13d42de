import type { ScopedMutator } from 'swr';
import { keysOf } from '@/lib/browser/typed-api';
import { portalSettingsRoutes } from '@/lib/contracts/routes/portal-settings';

const readsOfRefs = keysOf(portalSettingsRoutes.get, portalSettingsRoutes.publicSettings, portalSettingsRoutes.settingsMaintenance);

/**
 * Every cached read of the company settings after an admin saves some: through their refs, and under the key
 * lib/browser/hooks.ts (useCompanySettings, shared by the shell) still reads them by, until it moves to the
 * typed client. The server page refreshes on its own (router.refresh) where a tab's props come from it.
 */
export const revalidateSettings = (mutate: ScopedMutator, companyId: string) =>
  mutate((key) => key === `client-portal/${companyId}/settings` || readsOfRefs(key));
