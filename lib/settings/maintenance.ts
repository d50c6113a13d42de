import 'server-only';
import { ApiError, say } from '@/lib/errors';
import { getSettings } from './queries';

/** Candidates' public endpoints answer 503 with the tenant's message while maintenance mode is on (issue 5). */
export async function assertNotInMaintenance(tenantId: string): Promise<void> {
  const { maintenance_mode: m } = await getSettings(tenantId);
  // The tenant's own words are shown as written; without them, the default in the reader's language.
  if (m.enabled)
    throw new ApiError(
      503,
      m.message ? say('settings.maintenanceCustom', { message: m.message }) : say('settings.maintenance'),
      'maintenance',
    );
}
