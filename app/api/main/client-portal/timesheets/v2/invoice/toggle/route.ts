import { bulkAction } from '@/lib/timesheets/route-helpers';
import { toggleBody } from '@/lib/timesheets/schema';
import { toggleInvoice } from '@/lib/timesheets/service';

export const PUT = bulkAction('invoice_toggle', toggleBody, (s, sc, ids, b) => toggleInvoice(s, sc, ids, b.type));
