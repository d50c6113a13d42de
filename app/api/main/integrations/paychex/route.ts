import { handler } from '@/lib/api/handler';
import { db } from '@/lib/db/client';
import { clearPaychex, defaultCompanyCode, paychexSettings, savePaychex } from '@/lib/integrations/paychex';
import { paychexInput } from '@/lib/integrations/schema';

/** The layout of export/paychex-csv: the saved one, or the defaults with configured false. */
export const GET = handler({ route: '/admin-settings' }, async ({ session }) =>
  ({ data: await paychexSettings(db(), session.tenantId, defaultCompanyCode(session)) }));

export const PUT = handler({ route: '/admin-settings', body: paychexInput }, async ({ session, body }) =>
  ({ data: await savePaychex(session, body), message: 'Paychex layout saved' }));

/** Back to the default layout. */
export const DELETE = handler({ route: '/admin-settings' }, async ({ session }) => ({ data: await clearPaychex(session), message: 'Paychex layout reset' }));
