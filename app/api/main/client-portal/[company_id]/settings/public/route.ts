import { notFound } from '@/lib/api/errors';
import { publicHandler } from '@/lib/api/handler';
import { labelsIn, requestLocale } from '@/lib/settings/localized-labels';
import { findTenantBySlug, getSettings, publicSettings } from '@/lib/settings/queries';

export const GET = publicHandler({}, async ({ req, params }) => {
  const tenant = await findTenantBySlug(params.company_id ?? '');
  if (!tenant) throw notFound('Company');
  const settings = await getSettings(tenant.id);
  return { data: { ...publicSettings(settings), dashboard_labels: await labelsIn(settings.dashboard_labels, requestLocale(req)) } };
});
