// No 'server-only' marker: the demo seed (scripts/migrate.ts, plain Node) issues its story's invoices through ./lifecycle.ts.
import { and, eq } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { invoices } from '@/lib/db/schema';
import { notFound } from '@/lib/errors';
import type { InvoiceStatus } from './schema';

/** The tenant's invoice, locked for this transaction: the first lock every invoice action (issue, pay, void) takes. */
export async function lockInvoice(tx: Tx, tenantId: string, id: string) {
  const [row] = await tx
    .select({
      id: invoices.id,
      status: invoices.status,
      totalCents: invoices.totalCents,
      paidCents: invoices.paidCents,
      number: invoices.number,
    })
    .from(invoices)
    .where(and(eq(invoices.tenantId, tenantId), eq(invoices.id, id)))
    .for('no key update');
  if (!row) throw notFound('invoice');
  return { ...row, status: row.status as InvoiceStatus };
}
