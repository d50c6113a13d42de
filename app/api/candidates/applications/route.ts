import { handler } from '@/lib/api/handler';
import { listResponse } from '@/lib/api/paging';
import { listApplications } from '@/lib/applications/queries';
import { applicationListQuery, createApplicationBody } from '@/lib/applications/schema';
import { createApplication } from '@/lib/applications/service';

const ROUTE = '/applications';

export const GET = handler({ route: ROUTE, query: applicationListQuery }, async ({ session, query }) => {
  const { data, total } = await listApplications(session.tenantId, query);
  return listResponse(data, total, query);
});

export const POST = handler({ route: ROUTE, body: createApplicationBody }, async ({ session, body }) =>
  ({ data: await createApplication(session, body), message: 'Application added' }));
