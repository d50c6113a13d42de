import { say } from '@/lib/errors';
import { handler } from '@/lib/http/handler';
import { idParam } from '@/lib/schema-kit/ids';
import { invoicesContracts } from '@/lib/contracts/invoices';
import { issueInvoice } from '@/lib/invoices/lifecycle';
import { getInvoice } from '@/lib/invoices/queries';

export const POST = handler(invoicesContracts.issue, async ({ db, session, params, ip }) => {
  const id = idParam(params.id, 'invoice');
  const number = await issueInvoice(db, session, id, ip);
  return { data: await getInvoice(db, session.tenantId, id), message: say('done.invoices.issued', { number }) };
});
