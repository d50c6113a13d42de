import { say } from '@/lib/errors';
import { handler } from '@/lib/http/handler';
import { listResponse } from '@/lib/schema-kit/paging';
import { dashboardLabelsContracts } from '@/lib/contracts/settings';
import { labelsIn, requestLocale } from '@/lib/settings/localized-labels';
import { getSettings } from '@/lib/settings/queries';
import { saveLabels } from '@/lib/settings/service';

export const GET = handler(dashboardLabelsContracts.list, async ({ req, session }) => {
  const labels = await labelsIn((await getSettings(session.tenantId)).dashboard_labels, requestLocale(req, session.locale));
  const data = Object.entries(labels).map(([key, l]) => ({ _id: key as keyof typeof labels, key: key as keyof typeof labels, ...l }));
  return listResponse(data, data.length);
});

/** Answers the saved labels as the caller now reads them (her language's words, then the default ones). */
export const PUT = handler(dashboardLabelsContracts.saveAll, async ({ db, req, session, body }) => {
  await saveLabels(db, session, body.labels, requestLocale(req, session.locale));
  const labels = await labelsIn((await getSettings(session.tenantId)).dashboard_labels, requestLocale(req, session.locale));
  return { data: Object.fromEntries(body.labels.map(({ key }) => [key, labels[key]])), message: say('done.settings.labelsSaved') };
});
