import { say } from '@/lib/errors';
import { created, handler } from '@/lib/http/handler';
import { invoicesContracts } from '@/lib/contracts/invoices';
import { runInvoices } from '@/lib/invoices/run';

export const POST = handler(invoicesContracts.run, async ({ db, session, body, ip }) => {
  const result = await runInvoices(db, session, body, ip);
  return created({ data: result, message: say('done.invoices.ran', { invoices: result.invoices, timesheets: result.timesheets }) });
});
