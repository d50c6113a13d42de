import { handler } from '@/lib/http/handler';
import { listResponse } from '@/lib/schema-kit/paging';
import { invoicesContracts } from '@/lib/contracts/invoices';
import { listInvoices } from '@/lib/invoices/queries';

export const GET = handler(invoicesContracts.list, async ({ db, session, query }) => {
  const { rows, total } = await listInvoices(db, session.tenantId, query);
  return listResponse(rows, total, query);
});
