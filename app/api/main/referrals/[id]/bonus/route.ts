import { say } from '@/lib/errors';
import { handler } from '@/lib/http/handler';
import { referralsContracts } from '@/lib/contracts/referrals';
import { moveBonus } from '@/lib/referrals/service';

/** `{state}`: none → pending → eligible → paid, any unpaid → void; a refused move is a 409 saying why. */
export const POST = handler(referralsContracts.moveBonus, async ({ db, session, params, body }) => ({
  data: await moveBonus(db, session, params.id, body.state),
  message: say('done.referrals.bonusMarked', { state: body.state }),
}));
