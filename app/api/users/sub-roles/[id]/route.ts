import { handler } from '@/lib/api/handler';
import { ADMIN_ROUTE } from '@/lib/users/route';
import { subRoleUpdateBody } from '@/lib/users/schema';
import { archiveSubRole, updateSubRole } from '@/lib/users/sub-roles';

/** Rename, permissions, base role (while unheld), archive toggle. */
export const PATCH = handler({ route: ADMIN_ROUTE, body: subRoleUpdateBody }, async ({ session, params, body }) =>
  ({ data: await updateSubRole(session, params.id, body), message: body.archived === false ? 'Sub-role restored' : 'Sub-role saved' }));

/** Archive: its users keep working with their base role. */
export const DELETE = handler({ route: ADMIN_ROUTE }, async ({ session, params }) =>
  ({ data: await archiveSubRole(session, params.id), message: 'Sub-role archived' }));
