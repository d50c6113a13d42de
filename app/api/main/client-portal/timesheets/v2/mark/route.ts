import { timesheetsContracts } from '@/lib/contracts/timesheets';
import { approveAction } from '@/lib/http/timesheet-routes';

export const PUT = approveAction(timesheetsContracts.approve);
