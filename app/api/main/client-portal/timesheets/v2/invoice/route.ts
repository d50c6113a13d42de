import { bulkAction } from '@/lib/timesheets/route-helpers';
import { invoiceBody } from '@/lib/timesheets/schema';
import { invoiceTimesheets } from '@/lib/timesheets/service';

export const PUT = bulkAction('invoice', invoiceBody, (s, sc, ids, b) => invoiceTimesheets(s, sc, ids, b.type));
