'use client';
import { portalSettingsRoutes } from '@/lib/contracts/routes/portal-settings';
import { SETTINGS_STALE_MS } from '@/lib/settings/defaults';
import { useApi } from './typed-api';

// SPEC §8: a failed settings read is logged with the catalogue's wording and the caller gets nothing.
const SETTINGS_FAILED = "Can't client portal settings";

/** Company settings with SPEC §9's 60 s stale time; `mutate()` after a save refetches them. */
export function useCompanySettings(companyId: string | null) {
  const read = useApi(portalSettingsRoutes.get, companyId ? { params: { company_id: companyId } } : null, {
    dedupingInterval: SETTINGS_STALE_MS,
    focusThrottleInterval: SETTINGS_STALE_MS,
    onError: (error) => console.error(SETTINGS_FAILED, error),
  });
  return { ...read, data: read.data?.data };
}
