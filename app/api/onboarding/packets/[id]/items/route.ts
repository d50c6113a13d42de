import { handler } from '@/lib/api/handler';
import { addItem } from '@/lib/onboarding/item-service';
import { idParam, ONBOARDING_ROUTE } from '@/lib/onboarding/load';
import { itemBody } from '@/lib/onboarding/schema';

export const POST = handler({ route: ONBOARDING_ROUTE, body: itemBody }, async ({ session, params, body }) =>
  ({ data: await addItem(session, idParam(params.id, 'packet'), body), message: 'Item added' }));
