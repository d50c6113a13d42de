import { handler } from '@/lib/api/handler';
import { syncCandidates } from '@/lib/integrations/everee-sync';
import { syncInput } from '@/lib/integrations/schema';

/** SPEC §7 PUT /everee/sync-candidates {syncType}: push candidates to Everee now. */
export const PUT = handler({ route: '/admin-settings', body: syncInput }, async ({ session, body }) => syncCandidates(session, body.syncType));
