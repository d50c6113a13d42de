import { say } from '@/lib/errors';
import { candidatesContracts } from '@/lib/contracts/candidates';
import { handler } from '@/lib/http/handler';
import { listResponse } from '@/lib/schema-kit/paging';
import { listApplications } from '@/lib/applications/queries';
import { createApplication } from '@/lib/applications/service';

export const GET = handler(candidatesContracts.applicationList, async ({ db, session, query }) => {
  const { data, total } = await listApplications(db, session.tenantId, query);
  return listResponse(data, total, query);
});

export const POST = handler(candidatesContracts.createApplication, async ({ db, session, body }) => ({
  data: await createApplication(db, session, body),
  message: say('done.candidates.applicationAdded'),
}));
