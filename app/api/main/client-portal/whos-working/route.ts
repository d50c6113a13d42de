import { badRequest } from '@/lib/errors';
import { dateIn, requestTimeZone } from '@/lib/schema-kit/timezone';
import { timesheetsContracts } from '@/lib/contracts/timesheets';
import { scopedRead } from '@/lib/http/timesheet-routes';
import { liveBoardPage, whoWorked } from '@/lib/timesheets/whos-working';

/**
 * Live board (its headcount counts the site's day, lib/timesheets/whos-working.ts), or with ?history=true who
 * worked from..to, days on each site's clock (the default, today, is the browser's today).
 */
export const GET = scopedRead(timesheetsContracts.whosWorking, async ({ scope, query, req }) => {
  if (query.history !== 'true') return liveBoardPage(scope, query.location);
  const timeZone = requestTimeZone(req.headers);
  const from = query.from ?? dateIn(timeZone);
  const to = query.to ?? from;
  if (from > to) throw badRequest('whosWorking.fromAfterTo');
  if ((Date.parse(to) - Date.parse(from)) / 86_400_000 > 366) throw badRequest('whosWorking.rangeTooLong');
  return whoWorked(scope, from, to, query.location);
});
