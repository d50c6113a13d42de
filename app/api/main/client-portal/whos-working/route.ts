import { badRequest } from '@/lib/errors';
import { timesheetsContracts } from '@/lib/contracts/timesheets';
import { scopedRead } from '@/lib/http/timesheet-routes';
import { liveBoardPage, whoWorked, whoWorkedToday } from '@/lib/timesheets/whos-working';

/**
 * Live board (its headcount counts the site's day, lib/timesheets/whos-working.ts), or with ?history=true who
 * worked from..to, days on each site's clock. Without dates, today at each site (never the browser's today);
 * one date alone is that one day.
 */
export const GET = scopedRead(timesheetsContracts.whosWorking, async ({ db, scope, query }) => {
  if (query.history !== 'true') return liveBoardPage(db, scope, query.location);
  const from = query.from ?? query.to;
  const to = query.to ?? from;
  if (!from || !to) return whoWorkedToday(db, scope, query.location);
  if (from > to) throw badRequest('whosWorking.fromAfterTo');
  if ((Date.parse(to) - Date.parse(from)) / 86_400_000 > 366) throw badRequest('whosWorking.rangeTooLong');
  return whoWorked(db, scope, from, to, query.location);
});
