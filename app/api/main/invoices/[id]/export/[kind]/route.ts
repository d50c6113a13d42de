import { notFound } from '@/lib/errors';
import { handler } from '@/lib/http/handler';
import { idParam } from '@/lib/schema-kit/ids';
import { invoicesContracts } from '@/lib/contracts/invoices';
import { invoiceCsvResponse } from '@/lib/invoices/exports';
import { INVOICE_EXPORTS, type InvoiceExport } from '@/lib/invoices/schema';
import { getInvoice } from '@/lib/invoices/queries';

export const GET = handler(invoicesContracts.export, async ({ db, session, params }) => {
  const kind = params.kind as InvoiceExport;
  if (!INVOICE_EXPORTS.includes(kind)) throw notFound('export');
  return invoiceCsvResponse(await getInvoice(db, session.tenantId, idParam(params.id, 'invoice')), kind);
});
