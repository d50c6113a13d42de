import { notFound } from '@/lib/api/errors';
import { publicHandler } from '@/lib/api/handler';
import { findTenantBySlug, getSettings, publicSettings } from '@/lib/settings/queries';

export const GET = publicHandler({}, async ({ params }) => {
  const tenant = await findTenantBySlug(params.company_id ?? '');
  if (!tenant) throw notFound('company');
  return { data: publicSettings(await getSettings(tenant.id)) };
});
