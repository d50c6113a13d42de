import { candidatesContracts } from '@/lib/contracts/candidates';
import { handler } from '@/lib/http/handler';
import { candidateApplications } from '@/lib/applications/queries';

/** One candidate and all of their applications (the /applications/update/{candidateId} editor); 404 for another tenant's candidate. */
export const GET = handler(candidatesContracts.applicationsOf, async ({ db, session, params }) => ({
  data: await candidateApplications(db, session.tenantId, params.candidateId),
}));
