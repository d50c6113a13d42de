import { say } from '@/lib/errors';
import { integrationsContracts } from '@/lib/contracts/integrations';
import { handler } from '@/lib/http/handler';
import { clearEveree, saveEveree } from '@/lib/integrations/everee';
import { evereeViewFor } from '@/lib/integrations/page-data';

/** The Everee connection as the admin sees it: the API key only as a hint. */
export const GET = handler(integrationsContracts.everee, async ({ db, session }) => ({ data: await evereeViewFor(db, session.tenantId) }));

export const PUT = handler(integrationsContracts.saveEveree, async ({ db, session, body }) => ({
  data: await saveEveree(db, session, body),
  message: say('done.integrations.evereeSaved'),
}));

/** Forget the connection, key included. */
export const DELETE = handler(integrationsContracts.clearEveree, async ({ db, session }) => ({
  data: await clearEveree(db, session),
  message: say('done.integrations.evereeDisconnected'),
}));
