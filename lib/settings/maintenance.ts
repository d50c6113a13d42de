import 'server-only';
import { ApiError } from '@/lib/api/errors';
import { getSettings } from './queries';

const MAINTENANCE_MESSAGE = 'We are doing some maintenance. Please try again a little later.';

/** Candidates' public endpoints answer 503 with the tenant's message while maintenance mode is on (issue 5). */
export async function assertNotInMaintenance(tenantId: string): Promise<void> {
  const { maintenance_mode: m } = await getSettings(tenantId);
  if (m.enabled) throw new ApiError(503, m.message || MAINTENANCE_MESSAGE, 'maintenance');
}
