import { badRequest } from '@/lib/api/errors';
import { handler, type AuthedCtx } from '@/lib/api/handler';
import { readForm } from '@/lib/api/request-body';
import { ADMINS, EVERYONE } from '@/lib/auth/roles';
import { withLabelsFor } from '@/lib/settings/localized-labels';
import { getSettings, settingsFor } from '@/lib/settings/queries';
import { assertOwnCompany } from '@/lib/settings/route-helpers';
import { saveSettings, SETTINGS_BODY_LIMIT } from '@/lib/settings/service';
import { recomputeOpen } from '@/lib/timesheets/recompute-open';

export const GET = handler({ allow: EVERYONE }, async ({ session, params, req }) => {
  assertOwnCompany(session, params.company_id);
  return { data: await withLabelsFor(settingsFor(await getSettings(session.tenantId), ADMINS.includes(session.role)), req, session.locale) };
});

const save = (mode: 'create' | 'update') => async ({ session, params, req, ip }: AuthedCtx<undefined, undefined>) => {
  assertOwnCompany(session, params.company_id);
  if (!req.headers.get('content-type')?.includes('multipart/form-data')) throw badRequest('settings.multipart');
  const form = await readForm(req);
  await saveSettings(session, form, mode, (tx, tenantId) => recomputeOpen(tx, tenantId), ip);
  return { data: await withLabelsFor(await getSettings(session.tenantId), req, session.locale), message: 'Settings saved' };
};

export const POST = handler({ allow: ADMINS, maxBytes: SETTINGS_BODY_LIMIT }, save('create'));
export const PUT = handler({ allow: ADMINS, maxBytes: SETTINGS_BODY_LIMIT }, save('update'));
