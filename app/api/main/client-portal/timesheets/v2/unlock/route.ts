import { timesheetsContracts } from '@/lib/contracts/timesheets';
import { bulkAction } from '@/lib/http/timesheet-routes';
import { unlockTimesheets } from '@/lib/timesheets/service';

export const PUT = bulkAction(timesheetsContracts.unlock, 'unlock', unlockTimesheets);
