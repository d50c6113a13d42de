import { timesheetsContracts } from '@/lib/contracts/timesheets';
import { bulkAction } from '@/lib/http/timesheet-routes';
import { invoiceTimesheets } from '@/lib/timesheets/service';

export const PUT = bulkAction(timesheetsContracts.invoiceOne, 'invoice', (s, sc, ids, b) => invoiceTimesheets(s, sc, ids, b.type));
