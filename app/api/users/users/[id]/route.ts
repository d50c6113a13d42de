import { say } from '@/lib/errors';
import { handler } from '@/lib/http/handler';
import { usersContracts } from '@/lib/contracts/users';
import { updateUser } from '@/lib/users/service';

/** Name, role, sub-role, branch, active. Deactivating ends the user's sessions at once. */
export const PATCH = handler(usersContracts.updateUser, async ({ session, params, body }) => ({
  data: await updateUser(session, params.id, body),
  message: say('done.users.userSaved'),
}));
