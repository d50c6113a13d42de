import { handler } from '@/lib/api/handler';
import { reorderItems } from '@/lib/onboarding/item-service';
import { idParam, ONBOARDING_ROUTE } from '@/lib/onboarding/load';
import { reorderBody } from '@/lib/onboarding/schema';

export const PUT = handler({ route: ONBOARDING_ROUTE, body: reorderBody }, async ({ session, params, body }) =>
  ({ data: await reorderItems(session, idParam(params.id, 'packet'), body), message: 'Order saved' }));
