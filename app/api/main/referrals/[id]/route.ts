import { handler } from '@/lib/api/handler';
import { getReferral } from '@/lib/referrals/queries';
import { REFERRALS_ROUTE } from '@/lib/referrals/route-helpers';
import { updateReferralBody } from '@/lib/referrals/schema';
import { updateReferral } from '@/lib/referrals/service';

export const GET = handler({ route: REFERRALS_ROUTE }, async ({ session, params }) => ({ data: await getReferral(session.tenantId, params.id) }));

export const PATCH = handler({ route: REFERRALS_ROUTE, body: updateReferralBody }, async ({ session, params, body }) =>
  ({ data: await updateReferral(session, params.id, body), message: 'Referral saved' }));
