import { handler } from '@/lib/http/handler';
import { listResponse } from '@/lib/schema-kit/paging';
import { invoicesContracts } from '@/lib/contracts/invoices';
import { listInvoices } from '@/lib/invoices/queries';

export const GET = handler(invoicesContracts.list, async ({ db, session, query }) => {
  const { rows, total, counts } = await listInvoices(db, session.tenantId, query);
  const list = listResponse(rows, total, query);
  return { ...list, meta: { ...list.meta, counts } };
});
