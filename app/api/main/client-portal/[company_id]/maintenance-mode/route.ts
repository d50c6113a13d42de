import { handler } from '@/lib/api/handler';
import { ADMINS, EVERYONE } from '@/lib/auth/roles';
import { getSettings } from '@/lib/settings/queries';
import { assertOwnCompany } from '@/lib/settings/route-helpers';
import { maintenanceModeBody } from '@/lib/settings/schema';
import { setMaintenanceMode } from '@/lib/settings/service';

export const GET = handler({ allow: EVERYONE }, async ({ session, params }) => {
  assertOwnCompany(session, params.company_id);
  return { data: (await getSettings(session.tenantId)).maintenance_mode };
});

export const PUT = handler({ allow: ADMINS, body: maintenanceModeBody }, async ({ session, params, body }) => {
  assertOwnCompany(session, params.company_id);
  return { data: await setMaintenanceMode(session, body), message: 'Maintenance mode saved' };
});
