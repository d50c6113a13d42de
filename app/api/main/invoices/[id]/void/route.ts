import { say } from '@/lib/errors';
import { handler } from '@/lib/http/handler';
import { idParam } from '@/lib/schema-kit/ids';
import { invoicesContracts } from '@/lib/contracts/invoices';
import { voidInvoice } from '@/lib/invoices/lifecycle';

export const POST = handler(invoicesContracts.void, async ({ db, session, params, body, ip }) => {
  await voidInvoice(db, session, idParam(params.id, 'invoice'), body.reason, ip);
  return { data: null, message: say('done.invoices.voided') };
});
