import { handler } from '@/lib/api/handler';
import { deleteItem, updateItem } from '@/lib/onboarding/item-service';
import { idParam, ONBOARDING_ROUTE } from '@/lib/onboarding/load';
import { itemBody } from '@/lib/onboarding/schema';

export const PUT = handler({ route: ONBOARDING_ROUTE, body: itemBody }, async ({ session, params, body }) =>
  ({ data: await updateItem(session, idParam(params.id, 'packet'), idParam(params.itemId, 'item'), body), message: 'Item saved' }));

export const DELETE = handler({ route: ONBOARDING_ROUTE }, async ({ session, params }) => {
  await deleteItem(session, idParam(params.id, 'packet'), idParam(params.itemId, 'item'));
  return { data: null, message: 'Item removed' };
});
