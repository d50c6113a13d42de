import { say } from '@/lib/errors';
import { integrationsContracts } from '@/lib/contracts/integrations';
import { handler } from '@/lib/http/handler';
import { paychexViewFor } from '@/lib/integrations/page-data';
import { clearPaychex, savePaychex } from '@/lib/integrations/paychex';

/** The layout of export/paychex-csv: the saved one, or the defaults with configured false. */
export const GET = handler(integrationsContracts.paychex, async ({ session }) => ({
  data: await paychexViewFor(session),
}));

export const PUT = handler(integrationsContracts.savePaychex, async ({ session, body }) => ({
  data: await savePaychex(session, body),
  message: say('done.integrations.paychexSaved'),
}));

/** Back to the default layout. */
export const DELETE = handler(integrationsContracts.clearPaychex, async ({ session }) => ({
  data: await clearPaychex(session),
  message: say('done.integrations.paychexReset'),
}));
