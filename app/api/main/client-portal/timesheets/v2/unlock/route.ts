import { bulkAction } from '@/lib/timesheets/route-helpers';
import { idsBody } from '@/lib/timesheets/schema';
import { unlockTimesheets } from '@/lib/timesheets/service';

export const PUT = bulkAction('unlock', idsBody, unlockTimesheets);
