import { handler } from '@/lib/api/handler';
import { ADMINS, EVERYONE } from '@/lib/auth/roles';
import { getSettings } from '@/lib/settings/queries';
import { labelsBody } from '@/lib/settings/schema';
import { saveLabels } from '@/lib/settings/service';

export const GET = handler({ allow: EVERYONE }, async ({ session }) => {
  const labels = (await getSettings(session.tenantId)).dashboard_labels;
  const data = Object.entries(labels).map(([key, l]) => ({ _id: key, key, ...l }));
  return { data, meta: { totalItems: data.length } };
});

export const PUT = handler({ allow: ADMINS, body: labelsBody }, async ({ session, body }) => ({
  data: await saveLabels(session, body.labels),
  message: 'Labels saved',
}));
