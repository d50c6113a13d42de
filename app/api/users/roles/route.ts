import { handler } from '@/lib/http/handler';
import { usersContracts } from '@/lib/contracts/users';
import { rolesOverview } from '@/lib/users/roles';
import { listed } from '@/lib/users/route';

/** The four roles with their permissions and active sub-roles. */
export const GET = handler(usersContracts.roles, async ({ db, session }) => listed(await rolesOverview(db, session.tenantId)));
