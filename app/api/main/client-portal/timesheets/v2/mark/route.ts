import { bulkAction } from '@/lib/timesheets/route-helpers';
import { idsBody } from '@/lib/timesheets/schema';
import { approveTimesheets } from '@/lib/timesheets/service';

export const PUT = bulkAction('approve', idsBody, (s, sc, ids) => approveTimesheets(s, sc, ids));
