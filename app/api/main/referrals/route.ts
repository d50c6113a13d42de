import { NextResponse } from 'next/server';
import { handler } from '@/lib/api/handler';
import { listResponse } from '@/lib/api/paging';
import { listReferrals } from '@/lib/referrals/queries';
import { REFERRALS_ROUTE } from '@/lib/referrals/route-helpers';
import { createReferralBody, referralListQuery } from '@/lib/referrals/schema';
import { createReferral } from '@/lib/referrals/service';

/** Newest first; filters status_id and bonus_state, search over both people's names and emails. */
export const GET = handler({ route: REFERRALS_ROUTE, query: referralListQuery }, async ({ session, query }) => {
  const { data, total } = await listReferrals(session.tenantId, query);
  return listResponse(data, total, query);
});

export const POST = handler({ route: REFERRALS_ROUTE, body: createReferralBody }, async ({ session, body }) =>
  NextResponse.json({ data: await createReferral(session, body), message: 'Referral created' }, { status: 201 }));
