import { handler } from '@/lib/api/handler';
import { listResponse } from '@/lib/api/paging';
import { listAssignees } from '@/lib/todos/queries';

/** Active staff users of the tenant, for the assignee select and filter. */
export const GET = handler({ route: '/todos' }, async ({ session }) => {
  const data = await listAssignees(session.tenantId);
  return listResponse(data, data.length);
});
