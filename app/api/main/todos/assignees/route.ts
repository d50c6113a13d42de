import { handler } from '@/lib/http/handler';
import { listResponse } from '@/lib/schema-kit/paging';
import { todosContracts } from '@/lib/contracts/todos';
import { listAssignees } from '@/lib/todos/queries';

/** Active staff users of the tenant, for the assignee select and filter. */
export const GET = handler(todosContracts.assignees, async ({ db, session }) => {
  const data = await listAssignees(db, session.tenantId);
  return listResponse(data, data.length);
});
