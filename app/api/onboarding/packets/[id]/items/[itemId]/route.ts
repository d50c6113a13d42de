import { say } from '@/lib/errors';
import { handler } from '@/lib/http/handler';
import { onboardingContracts } from '@/lib/contracts/onboarding';
import { deleteItem, updateItem } from '@/lib/onboarding/item-service';
import { idParam } from '@/lib/onboarding/load';

export const PUT = handler(onboardingContracts.updateItem, async ({ db, session, params, body }) => ({
  data: await updateItem(db, session, idParam(params.id, 'packet'), idParam(params.itemId, 'item'), body),
  message: say('done.onboarding.itemSaved'),
}));

export const DELETE = handler(onboardingContracts.deleteItem, async ({ db, session, params }) => {
  await deleteItem(db, session, idParam(params.id, 'packet'), idParam(params.itemId, 'item'));
  return { data: null, message: say('done.onboarding.itemRemoved') };
});
