import { say } from '@/lib/errors';
import { handler } from '@/lib/http/handler';
import { idParam } from '@/lib/schema-kit/ids';
import { shiftRatingsContracts } from '@/lib/contracts/shift-ratings';
import { getShiftRating } from '@/lib/shift-ratings/queries';
import { rateShift } from '@/lib/shift-ratings/service';
import { scopeOf } from '@/lib/timesheets/scope';

/** The card's rating, or null; a card the caller cannot see is a 404. */
export const GET = handler(shiftRatingsContracts.get, async ({ db, session, params }) => ({
  data: await getShiftRating(db, await scopeOf(db, session), idParam(params.id, 'timecard')),
}));

/** Rates the worked shift, or changes its rating. */
export const PUT = handler(shiftRatingsContracts.rate, async ({ db, session, params, body }) => ({
  data: await rateShift(db, session, idParam(params.id, 'timecard'), body),
  message: say('done.timesheets.ratingSaved'),
}));
