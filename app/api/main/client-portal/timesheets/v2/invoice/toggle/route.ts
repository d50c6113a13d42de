import { timesheetsContracts } from '@/lib/contracts/timesheets';
import { bulkAction } from '@/lib/http/timesheet-routes';
import { toggleInvoice } from '@/lib/timesheets/service';

export const PUT = bulkAction(timesheetsContracts.invoiceToggle, 'invoice_toggle', (s, sc, ids, b) => toggleInvoice(s, sc, ids, b.type));
