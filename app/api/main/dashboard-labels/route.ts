import { handler } from '@/lib/api/handler';
import { ADMINS, EVERYONE } from '@/lib/auth/roles';
import { labelsIn, requestLocale } from '@/lib/settings/localized-labels';
import { getSettings } from '@/lib/settings/queries';
import { labelsBody } from '@/lib/settings/schema';
import { saveLabels } from '@/lib/settings/service';

export const GET = handler({ allow: EVERYONE }, async ({ req, session }) => {
  const labels = await labelsIn((await getSettings(session.tenantId)).dashboard_labels, requestLocale(req, session.locale));
  const data = Object.entries(labels).map(([key, l]) => ({ _id: key, key, ...l }));
  return { data, meta: { totalItems: data.length } };
});

export const PUT = handler({ allow: ADMINS, body: labelsBody }, async ({ session, body }) => ({
  data: await saveLabels(session, body.labels),
  message: 'Labels saved',
}));
