import { say } from '@/lib/errors';
import { handler } from '@/lib/http/handler';
import { onboardingContracts } from '@/lib/contracts/onboarding';
import { addItem } from '@/lib/onboarding/item-service';
import { idParam } from '@/lib/onboarding/load';

export const POST = handler(onboardingContracts.addItem, async ({ db, session, params, body }) => ({
  data: await addItem(db, session, idParam(params.id, 'packet'), body),
  message: say('done.onboarding.itemAdded'),
}));
