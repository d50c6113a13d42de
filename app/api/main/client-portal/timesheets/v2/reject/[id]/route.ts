import { timesheetsContracts } from '@/lib/contracts/timesheets';
import { bulkAction } from '@/lib/http/timesheet-routes';
import { rejectTimesheets } from '@/lib/timesheets/service';

export const PUT = bulkAction(timesheetsContracts.rejectOne, 'reject', (s, sc, ids, b) => rejectTimesheets(s, sc, ids, b.comment));
