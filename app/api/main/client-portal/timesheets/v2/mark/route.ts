import { timesheetsContracts } from '@/lib/contracts/timesheets';
import { bulkAction } from '@/lib/timesheets/route-helpers';
import { approveTimesheets } from '@/lib/timesheets/service';

export const PUT = bulkAction(timesheetsContracts.approve, 'approve', (s, sc, ids, b) =>
  approveTimesheets(s, sc, ids, { acknowledge: b?.acknowledge }),
);
