import 'server-only';
import { notFound, say } from '@/lib/errors';
import { getSettings } from '@/lib/settings/queries';
import { setMaintenanceMode } from '@/lib/settings/service';
import type { maintenanceModeBody } from '@/lib/settings/schema';
import type { z } from 'zod';
import type { Db } from '@/lib/db/client';

/** The company in the URL must be the session's own; another tenant's id is a 404, never a leak. */
export function assertOwnCompany(session: { tenantSlug: string }, companyId: string | undefined): void {
  if (!companyId || companyId.toLowerCase() !== session.tenantSlug) throw notFound('company');
}

/** The session fields these need (settings sit below lib/auth, so not its Session type). */
type CompanyCtx = { session: Parameters<typeof setMaintenanceMode>[1] & { tenantSlug: string }; params: Record<string, string> };

/** Maintenance mode answers on two paths (…/maintenance-mode and …/settings/maintenance-mode): one body each way. */
export async function readMaintenance({ session, params }: CompanyCtx) {
  assertOwnCompany(session, params.company_id);
  return { data: (await getSettings(session.tenantId)).maintenance_mode };
}

export async function saveMaintenance({ db, session, params, body }: CompanyCtx & { db: Db; body: z.infer<typeof maintenanceModeBody> }) {
  assertOwnCompany(session, params.company_id);
  return { data: await setMaintenanceMode(db, session, body), message: say('done.settings.maintenanceSaved') };
}
