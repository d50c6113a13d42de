import { handler } from '@/lib/api/handler';
import { updateBranch } from '@/lib/users/branches';
import { usersContracts } from '@/lib/contracts/users';
import { archiveMessage } from '@/lib/users/route';

/** Edit, or `{archived}` to archive or restore. */
export const PATCH = handler(usersContracts.updateBranch, async ({ session, params, body }) => ({
  data: await updateBranch(session, params.id, body),
  message: archiveMessage('Branch', body.archived),
}));

export const DELETE = handler(usersContracts.archiveBranch, async ({ session, params }) => ({
  data: await updateBranch(session, params.id, { archived: true }),
  message: archiveMessage('Branch', true),
}));
