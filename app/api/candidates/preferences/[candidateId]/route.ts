import { getPreferences, savePreferences } from '@/lib/candidates/preferences';
import { candidateRoute } from '@/lib/candidates/route-helpers';
import { preferencesBody } from '@/lib/candidates/schema';

export const GET = candidateRoute({ param: 'candidateId' }, async ({ session, candidateId }) =>
  ({ data: await getPreferences(session.tenantId, candidateId) }));

export const PUT = candidateRoute({ param: 'candidateId', body: preferencesBody }, async ({ session, candidateId, body, ip }) =>
  ({ data: await savePreferences(session, candidateId, body, ip), message: 'Preferences saved' }));
