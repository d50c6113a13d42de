import { bulkAction } from '@/lib/timesheets/route-helpers';
import { idsBody } from '@/lib/timesheets/schema';
import { restoreTimesheets } from '@/lib/timesheets/service';

export const PUT = bulkAction('restore', idsBody, restoreTimesheets);
