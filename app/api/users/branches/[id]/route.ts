import { handler } from '@/lib/http/handler';
import { updateBranch } from '@/lib/users/branches';
import { usersContracts } from '@/lib/contracts/users';
import { savedOrArchived } from '@/lib/http/answer';

/** Edit, or `{archived}` to archive or restore. */
export const PATCH = handler(usersContracts.updateBranch, async ({ session, params, body }) => ({
  data: await updateBranch(session, params.id, body),
  message: savedOrArchived('users.branch', body.archived),
}));

export const DELETE = handler(usersContracts.archiveBranch, async ({ session, params }) => ({
  data: await updateBranch(session, params.id, { archived: true }),
  message: savedOrArchived('users.branch', true),
}));
