import { handler } from '@/lib/http/handler';
import { positionsContracts } from '@/lib/contracts/catalog';
import { toggleTenantPositionArchived, updateTenantPosition } from '@/lib/catalog/positions';

export const PATCH = handler(positionsContracts.update, async ({ session, params, body }) => ({
  data: await updateTenantPosition(session, params.id, body),
}));

/** Archive toggle: archives an active position, restores an archived one. */
export const DELETE = handler(positionsContracts.toggleArchived, async ({ session, params }) => ({
  data: await toggleTenantPositionArchived(session, params.id),
}));
