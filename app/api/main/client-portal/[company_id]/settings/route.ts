import { badRequest, say } from '@/lib/errors';
import { handler } from '@/lib/http/handler';
import { readForm } from '@/lib/http/request-body';
import type { Session } from '@/lib/auth/guard';
import { ADMINS } from '@/lib/auth/roles';
import { portalSettingsContracts } from '@/lib/contracts/portal-settings';
import { withLabelsFor } from '@/lib/settings/localized-labels';
import { getSettings, settingsFor } from '@/lib/settings/queries';
import { assertOwnCompany } from '@/lib/http/settings-routes';
import { saveSettings } from '@/lib/settings/service';
import type { NextRequest } from 'next/server';
import type { Db } from '@/lib/db/client';

export const GET = handler(portalSettingsContracts.get, async ({ session, params, req }) => {
  assertOwnCompany(session, params.company_id);
  return {
    data: await withLabelsFor(settingsFor(await getSettings(session.tenantId), ADMINS.includes(session.role)), req, session.locale),
  };
});

const save =
  (mode: 'create' | 'update') =>
  async ({ db, session, params, req, ip }: { db: Db; session: Session; params: Record<string, string>; req: NextRequest; ip: string }) => {
    assertOwnCompany(session, params.company_id);
    if (!req.headers.get('content-type')?.includes('multipart/form-data')) throw badRequest('settings.multipart');
    const form = await readForm(req);
    await saveSettings(db, session, form, mode, ip);
    return { data: await withLabelsFor(await getSettings(session.tenantId), req, session.locale), message: say('done.settings.saved') };
  };

export const POST = handler(portalSettingsContracts.create, save('create'));
export const PUT = handler(portalSettingsContracts.update, save('update'));
