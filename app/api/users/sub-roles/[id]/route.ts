import { say } from '@/lib/errors';
import { savedOrArchived } from '@/lib/http/answer';
import { handler } from '@/lib/http/handler';
import { usersContracts } from '@/lib/contracts/users';
import { archiveSubRole, updateSubRole } from '@/lib/users/sub-roles';

/** Rename, permissions, base role (while unheld), archive toggle. */
export const PATCH = handler(usersContracts.updateSubRole, async ({ session, params, body }) => ({
  data: await updateSubRole(session, params.id, body),
  message: savedOrArchived('users.subRole', body.archived === false ? false : undefined),
}));

/** Archive: its users keep working with their base role. */
export const DELETE = handler(usersContracts.archiveSubRole, async ({ session, params }) => ({
  data: await archiveSubRole(session, params.id),
  message: say('done.users.subRole.archived'),
}));
