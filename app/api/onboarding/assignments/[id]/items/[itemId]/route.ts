import { say } from '@/lib/errors';
import { handler } from '@/lib/http/handler';
import { onboardingContracts } from '@/lib/contracts/onboarding';
import { idParam } from '@/lib/onboarding/load';
import { completeItem, reopenItem } from '@/lib/onboarding/progress-service';

export const PUT = handler(onboardingContracts.completeItem, async ({ db, session, params, body }) => ({
  data: await completeItem(db, session, idParam(params.id, 'assignment'), idParam(params.itemId, 'item'), body),
  message: say('done.onboarding.itemCompleted'),
}));

export const DELETE = handler(onboardingContracts.reopenItem, async ({ db, session, params }) => ({
  data: await reopenItem(db, session, idParam(params.id, 'assignment'), idParam(params.itemId, 'item')),
  message: say('done.onboarding.itemReopened'),
}));
