import { say } from '@/lib/errors';
import { handler } from '@/lib/http/handler';
import { onboardingContracts } from '@/lib/contracts/onboarding';
import { reorderItems } from '@/lib/onboarding/item-service';
import { idParam } from '@/lib/onboarding/load';

export const PUT = handler(onboardingContracts.reorderItems, async ({ db, session, params, body }) => ({
  data: await reorderItems(db, session, idParam(params.id, 'packet'), body),
  message: say('done.common.orderSaved'),
}));
