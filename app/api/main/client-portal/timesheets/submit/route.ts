import { bulkAction } from '@/lib/timesheets/route-helpers';
import { idsBody } from '@/lib/timesheets/schema';
import { submitTimesheets } from '@/lib/timesheets/service';

export const POST = bulkAction('submit', idsBody, (s, sc, ids) => submitTimesheets(s, sc, ids));
