import { notFound } from '@/lib/api/errors';
import { publicHandler } from '@/lib/api/handler';
import { withLabelsFor } from '@/lib/settings/localized-labels';
import { findTenantBySlug, getSettings, publicSettings } from '@/lib/settings/queries';

export const GET = publicHandler({}, async ({ req, params }) => {
  const tenant = await findTenantBySlug(params.company_id ?? '');
  if (!tenant) throw notFound('company');
  return { data: await withLabelsFor(publicSettings(await getSettings(tenant.id)), req) };
});
