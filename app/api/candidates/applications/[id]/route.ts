import { say } from '@/lib/errors';
import { candidatesContracts } from '@/lib/contracts/candidates';
import { handler } from '@/lib/http/handler';
import { getApplication } from '@/lib/applications/queries';
import { updateApplication } from '@/lib/applications/service';

export const GET = handler(candidatesContracts.application, async ({ db, session, params }) => ({
  data: await getApplication(db, session.tenantId, params.id),
}));

/** Status (an active application status of the tenant), job and source. */
export const PUT = handler(candidatesContracts.updateApplication, async ({ db, session, params, body }) => ({
  data: await updateApplication(db, session, params.id, body),
  message: say('done.candidates.applicationSaved'),
}));
