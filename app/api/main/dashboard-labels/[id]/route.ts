import { notFound, say } from '@/lib/errors';
import { handler } from '@/lib/http/handler';
import { dashboardLabelsContracts } from '@/lib/contracts/settings';
import { labelsIn, requestLocale } from '@/lib/settings/localized-labels';
import { getSettings } from '@/lib/settings/queries';
import { labelKey, type LabelKey } from '@/lib/settings/schema';
import { resetLabel, saveLabels } from '@/lib/settings/service';

function keyOf(id: string | undefined): LabelKey {
  const parsed = labelKey.safeParse(id);
  if (!parsed.success) throw notFound('label');
  return parsed.data;
}

export const GET = handler(dashboardLabelsContracts.get, async ({ req, session, params }) => {
  const key = keyOf(params.id);
  const labels = await labelsIn((await getSettings(session.tenantId)).dashboard_labels, requestLocale(req, session.locale));
  return { data: { _id: key, key, ...labels[key] } };
});

export const PUT = handler(dashboardLabelsContracts.save, async ({ db, req, session, params, body }) => {
  const key = keyOf(params.id);
  await saveLabels(db, session, [{ ...body, key }], requestLocale(req, session.locale));
  const labels = await labelsIn((await getSettings(session.tenantId)).dashboard_labels, requestLocale(req, session.locale));
  return { data: { _id: key, key, ...labels[key] }, message: say('done.settings.labelSaved') };
});

/** Back to the default word of each language (the catalogues'); answers the label as the caller now reads it. */
export const DELETE = handler(dashboardLabelsContracts.reset, async ({ db, req, session, params }) => {
  const key = keyOf(params.id);
  await resetLabel(db, session, key);
  const labels = await labelsIn((await getSettings(session.tenantId)).dashboard_labels, requestLocale(req, session.locale));
  return { data: { _id: key, key, ...labels[key] }, message: say('done.settings.labelReset') };
});
