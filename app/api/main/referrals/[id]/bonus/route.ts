import { handler } from '@/lib/api/handler';
import { REFERRALS_ROUTE } from '@/lib/referrals/route-helpers';
import { bonusBody } from '@/lib/referrals/schema';
import { moveBonus } from '@/lib/referrals/service';

/** `{state}`: none → pending → eligible → paid, any unpaid → void; a refused move is a 409 saying why. */
export const POST = handler({ route: REFERRALS_ROUTE, body: bonusBody }, async ({ session, params, body }) =>
  ({ data: await moveBonus(session, params.id, body.state), message: `Bonus marked ${body.state}` }));
