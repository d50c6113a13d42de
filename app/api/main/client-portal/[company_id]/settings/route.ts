import { badRequest } from '@/lib/api/errors';
import { handler } from '@/lib/api/handler';
import { readForm } from '@/lib/api/request-body';
import type { Session } from '@/lib/auth/guard';
import { ADMINS } from '@/lib/auth/roles';
import { portalSettingsContracts } from '@/lib/settings/portal-contract';
import { getSettings, settingsFor } from '@/lib/settings/queries';
import { assertOwnCompany } from '@/lib/settings/route-helpers';
import { saveSettings } from '@/lib/settings/service';
import type { NextRequest } from 'next/server';

export const GET = handler(portalSettingsContracts.get, async ({ session, params }) => {
  assertOwnCompany(session, params.company_id);
  return { data: settingsFor(await getSettings(session.tenantId), ADMINS.includes(session.role)) };
});

const save = (mode: 'create' | 'update') => async ({ session, params, req, ip }: { session: Session; params: Record<string, string>; req: NextRequest; ip: string }) => {
  assertOwnCompany(session, params.company_id);
  if (!req.headers.get('content-type')?.includes('multipart/form-data')) throw badRequest('Send settings as multipart/form-data');
  const form = await readForm(req);
  await saveSettings(session, form, mode, ip);
  return { data: await getSettings(session.tenantId), message: 'Settings saved' };
};

export const POST = handler(portalSettingsContracts.create, save('create'));
export const PUT = handler(portalSettingsContracts.update, save('update'));
