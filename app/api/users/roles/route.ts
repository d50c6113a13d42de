import { handler } from '@/lib/api/handler';
import { rolesOverview } from '@/lib/users/roles';
import { ADMIN_ROUTE, listed } from '@/lib/users/route';

/** The four roles with their permissions and active sub-roles. */
export const GET = handler({ route: ADMIN_ROUTE }, async ({ session }) => listed(await rolesOverview(session.tenantId)));
