import { handler } from '@/lib/api/handler';
import { toggleTenantPositionArchived, updateTenantPosition } from '@/lib/catalog/positions';
import { tenantPositionUpdate } from '@/lib/catalog/schema';

export const PATCH = handler({ route: '/admin-settings', body: tenantPositionUpdate }, async ({ session, params, body }) =>
  ({ data: await updateTenantPosition(session, params.id, body) }));

/** Archive toggle: archives an active position, restores an archived one. */
export const DELETE = handler({ route: '/admin-settings' }, async ({ session, params }) =>
  ({ data: await toggleTenantPositionArchived(session, params.id) }));
