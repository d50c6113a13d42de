import { timesheetsContracts } from '@/lib/contracts/timesheets';
import { approveAction } from '@/lib/timesheets/route-helpers';

export const PUT = approveAction(timesheetsContracts.approveOne);
