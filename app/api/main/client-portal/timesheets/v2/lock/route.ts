import { bulkAction } from '@/lib/timesheets/route-helpers';
import { idsBody } from '@/lib/timesheets/schema';
import { lockTimesheets } from '@/lib/timesheets/service';

export const PUT = bulkAction('lock', idsBody, lockTimesheets);
