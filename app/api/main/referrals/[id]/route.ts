import { say } from '@/lib/errors';
import { handler } from '@/lib/http/handler';
import { referralsContracts } from '@/lib/contracts/referrals';
import { getReferral } from '@/lib/referrals/queries';
import { updateReferral } from '@/lib/referrals/service';

export const GET = handler(referralsContracts.get, async ({ db, session, params }) => ({
  data: await getReferral(db, session.tenantId, params.id),
}));

export const PATCH = handler(referralsContracts.update, async ({ db, session, params, body }) => ({
  data: await updateReferral(db, session, params.id, body),
  message: say('done.referrals.saved'),
}));
