import { handler } from '@/lib/api/handler';
import { updateBranch } from '@/lib/users/branches';
import { ADMIN_ROUTE, archiveMessage } from '@/lib/users/route';
import { branchUpdateBody } from '@/lib/users/schema';

/** Edit, or `{archived}` to archive or restore. */
export const PATCH = handler({ route: ADMIN_ROUTE, body: branchUpdateBody }, async ({ session, params, body }) =>
  ({ data: await updateBranch(session, params.id, body), message: archiveMessage('Branch', body.archived) }));

export const DELETE = handler({ route: ADMIN_ROUTE }, async ({ session, params }) =>
  ({ data: await updateBranch(session, params.id, { archived: true }), message: archiveMessage('Branch', true) }));
