import { handler } from '@/lib/api/handler';
import { idParam, ONBOARDING_ROUTE } from '@/lib/onboarding/load';
import { completeItem, reopenItem } from '@/lib/onboarding/progress-service';
import { progressBody } from '@/lib/onboarding/schema';

export const PUT = handler({ route: ONBOARDING_ROUTE, body: progressBody }, async ({ session, params, body }) =>
  ({ data: await completeItem(session, idParam(params.id, 'assignment'), idParam(params.itemId, 'item'), body), message: 'Item completed' }));

export const DELETE = handler({ route: ONBOARDING_ROUTE }, async ({ session, params }) =>
  ({ data: await reopenItem(session, idParam(params.id, 'assignment'), idParam(params.itemId, 'item')), message: 'Item reopened' }));
