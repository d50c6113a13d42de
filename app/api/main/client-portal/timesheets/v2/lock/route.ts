import { timesheetsContracts } from '@/lib/contracts/timesheets';
import { bulkAction } from '@/lib/http/timesheet-routes';
import { lockTimesheets } from '@/lib/timesheets/service';

export const PUT = bulkAction(timesheetsContracts.lock, 'lock', lockTimesheets);
