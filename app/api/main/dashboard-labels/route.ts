import { handler } from '@/lib/api/handler';
import { listResponse } from '@/lib/api/paging';
import { dashboardLabelsContracts } from '@/lib/settings/contract';
import { getSettings } from '@/lib/settings/queries';
import { LABEL_KEYS } from '@/lib/settings/schema';
import { saveLabels } from '@/lib/settings/service';

export const GET = handler(dashboardLabelsContracts.list, async ({ session }) => {
  const labels = (await getSettings(session.tenantId)).dashboard_labels;
  const data = LABEL_KEYS.map((key) => ({ _id: key, key, ...labels[key] }));
  return listResponse(data, data.length);
});

export const PUT = handler(dashboardLabelsContracts.saveAll, async ({ session, body }) => ({
  data: await saveLabels(session, body.labels),
  message: 'Labels saved',
}));
