import { timesheetsContracts } from '@/lib/contracts/timesheets';
import { liveBoardEvents } from '@/lib/live/event-stream';
import { scopedRead } from '@/lib/http/timesheet-routes';

/** Pushes a `change` to open who's-working boards (they fall back to polling where a proxy blocks streams). */
export const GET = scopedRead(timesheetsContracts.whosWorkingEvents, async ({ scope, req }) => liveBoardEvents(scope.tenantId, req.signal));
