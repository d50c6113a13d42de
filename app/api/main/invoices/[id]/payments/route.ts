import { say } from '@/lib/errors';
import { created, handler } from '@/lib/http/handler';
import { idParam } from '@/lib/schema-kit/ids';
import { invoicesContracts } from '@/lib/contracts/invoices';
import { recordPayment } from '@/lib/invoices/payments';
import { getInvoice } from '@/lib/invoices/queries';

export const POST = handler(invoicesContracts.pay, async ({ db, session, params, body, ip }) => {
  const id = idParam(params.id, 'invoice');
  await recordPayment(db, session, id, body, ip);
  const invoice = await getInvoice(db, session.tenantId, id);
  return created({ data: invoice, message: say('done.invoices.paid', { status: invoice.status }) });
});
