import { timesheetsContracts } from '@/lib/contracts/timesheets';
import { bulkAction } from '@/lib/timesheets/route-helpers';
import { lockTimesheets } from '@/lib/timesheets/service';

export const PUT = bulkAction(timesheetsContracts.lock, 'lock', lockTimesheets);
