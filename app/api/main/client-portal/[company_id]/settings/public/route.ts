import { notFound } from '@/lib/errors';
import { handler } from '@/lib/http/handler';
import { portalSettingsContracts } from '@/lib/contracts/portal-settings';
import { withLabelsFor } from '@/lib/settings/localized-labels';
import { findTenantBySlug, getSettings, publicSettings } from '@/lib/settings/queries';

export const GET = handler(portalSettingsContracts.publicSettings, async ({ db, params, req }) => {
  const tenant = await findTenantBySlug(db, params.company_id ?? '');
  if (!tenant) throw notFound('company');
  return { data: await withLabelsFor(publicSettings(await getSettings(tenant.id)), req) };
});
