import { handler } from '@/lib/api/handler';
import { idParam } from '@/lib/api/ids';
import { EVERYONE } from '@/lib/auth/roles';
import { getShiftRating } from '@/lib/shift-ratings/queries';
import { ratingBody } from '@/lib/shift-ratings/schema';
import { rateShift } from '@/lib/shift-ratings/service';
import { scopeOf } from '@/lib/timesheets/scope';

// Anyone signed in may try: the service decides by the card's location (a contact's scope), the tenant's
// "Enable shift rating" switch and the card's state.

/** The card's rating, or null; a card the caller cannot see is a 404. */
export const GET = handler({ allow: EVERYONE }, async ({ session, params }) =>
  ({ data: await getShiftRating(await scopeOf(session), idParam(params.id, 'timecard')) }));

/** Rates the worked shift, or changes its rating. */
export const PUT = handler({ allow: EVERYONE, body: ratingBody }, async ({ session, params, body }) =>
  ({ data: await rateShift(session, idParam(params.id, 'timecard'), body), message: 'Rating saved' }));
