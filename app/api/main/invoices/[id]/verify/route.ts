import { handler } from '@/lib/http/handler';
import { idParam } from '@/lib/schema-kit/ids';
import { invoicesContracts } from '@/lib/contracts/invoices';
import { verifyInvoice } from '@/lib/invoices/verify';

export const GET = handler(invoicesContracts.verify, async ({ db, session, params }) => ({
  data: await verifyInvoice(db, session.tenantId, idParam(params.id, 'invoice')),
}));
