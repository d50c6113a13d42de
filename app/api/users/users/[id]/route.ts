import { handler } from '@/lib/api/handler';
import { ADMIN_ROUTE } from '@/lib/users/route';
import { updateUserBody } from '@/lib/users/schema';
import { updateUser } from '@/lib/users/service';

/** Name, role, sub-role, branch, active. Deactivating ends the user's sessions at once. */
export const PATCH = handler({ route: ADMIN_ROUTE, body: updateUserBody }, async ({ session, params, body }) =>
  ({ data: await updateUser(session, params.id, body), message: 'User saved' }));
