import { timesheetsContracts } from '@/lib/contracts/timesheets';
import { bulkAction } from '@/lib/http/timesheet-routes';
import { submitTimesheets } from '@/lib/timesheets/service';

export const POST = bulkAction(timesheetsContracts.submit, 'submit', (s, sc, ids) => submitTimesheets(s, sc, ids));
