import { z } from 'zod';
import { notFound } from '@/lib/api/errors';
import { idParam } from '@/lib/api/ids';
import { getTimesheet } from '@/lib/timesheets/queries';
import { scopedRead } from '@/lib/timesheets/route-helpers';

const query = z.object({ timecardId: z.uuid({ error: 'timecardId must be a timecard id' }).optional() });

/** One entry of the board: the timesheet with its timecards; timecardId must belong to it. */
export const GET = scopedRead(query, async ({ session, scope, params, query: q }) => {
  const detail = await getTimesheet(scope, idParam(params.timesheetId, 'timesheet'), session);
  if (q.timecardId && !detail.timecards.some((c) => c._id === q.timecardId)) throw notFound('timecard');
  return { data: detail };
});
