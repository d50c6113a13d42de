import { handler } from '@/lib/http/handler';
import { idParam } from '@/lib/schema-kit/ids';
import { invoicesContracts } from '@/lib/contracts/invoices';
import { getInvoice } from '@/lib/invoices/queries';

export const GET = handler(invoicesContracts.get, async ({ db, session, params }) => ({
  data: await getInvoice(db, session.tenantId, idParam(params.id, 'invoice')),
}));
