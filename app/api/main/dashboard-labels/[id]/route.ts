import { notFound } from '@/lib/api/errors';
import { handler } from '@/lib/api/handler';
import { dashboardLabelsContracts } from '@/lib/settings/contract';
import { getSettings } from '@/lib/settings/queries';
import { labelKey, type LabelKey } from '@/lib/settings/schema';
import { saveLabels } from '@/lib/settings/service';

function keyOf(id: string | undefined): LabelKey {
  const parsed = labelKey.safeParse(id);
  if (!parsed.success) throw notFound('Label');
  return parsed.data;
}

export const GET = handler(dashboardLabelsContracts.get, async ({ session, params }) => {
  const key = keyOf(params.id);
  return { data: { _id: key, key, ...(await getSettings(session.tenantId)).dashboard_labels[key] } };
});

export const PUT = handler(dashboardLabelsContracts.save, async ({ session, params, body }) => {
  const key = keyOf(params.id);
  const saved = await saveLabels(session, [{ ...body, key }]);
  return { data: { _id: key, key, ...saved[key] }, message: 'Label saved' };
});
