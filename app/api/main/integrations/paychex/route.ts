import { say } from '@/lib/errors';
import { integrationsContracts } from '@/lib/contracts/integrations';
import { handler } from '@/lib/http/handler';
import { paychexViewFor } from '@/lib/integrations/page-data';
import { clearPaychex, savePaychex } from '@/lib/integrations/paychex';

/** The layout of export/paychex-csv: the saved one, or the defaults with configured false. */
export const GET = handler(integrationsContracts.paychex, async ({ db, session }) => ({
  data: await paychexViewFor(db, session),
}));

export const PUT = handler(integrationsContracts.savePaychex, async ({ db, session, body }) => ({
  data: await savePaychex(db, session, body),
  message: say('done.integrations.paychexSaved'),
}));

/** Back to the default layout. */
export const DELETE = handler(integrationsContracts.clearPaychex, async ({ db, session }) => ({
  data: await clearPaychex(db, session),
  message: say('done.integrations.paychexReset'),
}));
