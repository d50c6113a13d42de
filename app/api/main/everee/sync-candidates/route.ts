import { integrationsContracts } from '@/lib/contracts/integrations';
import { handler } from '@/lib/http/handler';
import { syncCandidates } from '@/lib/integrations/everee-sync';

/** SPEC §7 PUT /everee/sync-candidates {syncType}: push candidates to Everee now. */
export const PUT = handler(integrationsContracts.syncEveree, async ({ db, session, body }) => syncCandidates(db, session, body.syncType));
