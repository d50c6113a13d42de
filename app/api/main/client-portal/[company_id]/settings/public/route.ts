import { notFound } from '@/lib/api/errors';
import { handler } from '@/lib/api/handler';
import { portalSettingsContracts } from '@/lib/settings/portal-contract';
import { findTenantBySlug, getSettings, publicSettings } from '@/lib/settings/queries';

export const GET = handler(portalSettingsContracts.publicSettings, async ({ params }) => {
  const tenant = await findTenantBySlug(params.company_id ?? '');
  if (!tenant) throw notFound('Company');
  return { data: publicSettings(await getSettings(tenant.id)) };
});
