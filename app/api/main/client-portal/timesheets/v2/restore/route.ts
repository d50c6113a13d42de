import { timesheetsContracts } from '@/lib/contracts/timesheets';
import { bulkAction } from '@/lib/timesheets/route-helpers';
import { restoreTimesheets } from '@/lib/timesheets/service';

export const PUT = bulkAction(timesheetsContracts.restore, 'restore', restoreTimesheets);
