import { bulkAction } from '@/lib/timesheets/route-helpers';
import { rejectBody } from '@/lib/timesheets/schema';
import { rejectTimesheets } from '@/lib/timesheets/service';

export const PUT = bulkAction('reject', rejectBody, (s, sc, ids, b) => rejectTimesheets(s, sc, ids, b.comment));
