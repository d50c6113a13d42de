import { notFound } from '@/lib/api/errors';
import { handler } from '@/lib/api/handler';
import { ADMINS, EVERYONE } from '@/lib/auth/roles';
import { getSettings } from '@/lib/settings/queries';
import { labelBody, labelKey, type LabelKey } from '@/lib/settings/schema';
import { saveLabels } from '@/lib/settings/service';

function keyOf(id: string | undefined): LabelKey {
  const parsed = labelKey.safeParse(id);
  if (!parsed.success) throw notFound('label');
  return parsed.data;
}

export const GET = handler({ allow: EVERYONE }, async ({ session, params }) => {
  const key = keyOf(params.id);
  return { data: { _id: key, key, ...(await getSettings(session.tenantId)).dashboard_labels[key] } };
});

export const PUT = handler({ allow: ADMINS, body: labelBody }, async ({ session, params, body }) => {
  const key = keyOf(params.id);
  const saved = await saveLabels(session, [{ ...body, key }]);
  return { data: { _id: key, key, ...saved[key] }, message: 'Label saved' };
});
