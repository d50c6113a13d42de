import { say } from '@/lib/errors';
import { created, handler } from '@/lib/http/handler';
import { listResponse } from '@/lib/schema-kit/paging';
import { referralsContracts } from '@/lib/contracts/referrals';
import { listReferrals } from '@/lib/referrals/queries';
import { createReferral } from '@/lib/referrals/service';

/** Newest first; filters status_id and bonus_state, search over both people's names and emails. */
export const GET = handler(referralsContracts.list, async ({ db, session, query }) => {
  const { data, total } = await listReferrals(db, session.tenantId, query);
  return listResponse(data, total, query);
});

export const POST = handler(referralsContracts.create, async ({ db, session, body }) =>
  created({ data: await createReferral(db, session, body), message: say('done.referrals.created') }),
);
