import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { audit } from '@/lib/audit';
import type { DbOrTx } from '@/lib/db/client';
import { invoicePayments, invoices } from '@/lib/db/schema';
import { conflict } from '@/lib/errors';
import { lockInvoice } from './lock';
import type { BillingActor } from './run';
import type { InvoiceStatus, PaymentInput } from './schema';

/** The status an issued invoice has with `paid` of `total` received. */
const statusAfterPayment = (paid: number, total: number): InvoiceStatus => (paid >= total ? 'paid' : 'partly_paid');

/**
 * Records a payment against an issued (or partly paid) invoice, at most its balance: the invoice's paid
 * amount moves in the same transaction, under its row lock, so two payments at once can never pay more
 * than the total; it is paid when nothing is left. Audited.
 */
export async function recordPayment(db: DbOrTx, actor: BillingActor, id: string, input: PaymentInput, ip?: string): Promise<void> {
  await db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, actor.tenantId, id);
    if (invoice.status !== 'issued' && invoice.status !== 'partly_paid') throw conflict('invoices.notPayable');
    const balance = invoice.totalCents - invoice.paidCents;
    if (input.amount_cents > balance) throw conflict('invoices.overpaid', { balance: (balance / 100).toFixed(2) });
    await tx.insert(invoicePayments).values({
      tenantId: actor.tenantId,
      invoiceId: id,
      amountCents: input.amount_cents,
      paidOn: input.paid_on,
      method: input.method,
      reference: input.reference ?? null,
      recordedBy: actor.userId,
    });
    const paid = invoice.paidCents + input.amount_cents;
    await tx
      .update(invoices)
      .set({ paidCents: sql`${invoices.paidCents} + ${input.amount_cents}`, status: statusAfterPayment(paid, invoice.totalCents) })
      .where(and(eq(invoices.tenantId, actor.tenantId), eq(invoices.id, id)));
    await audit(tx, {
      tenantId: actor.tenantId,
      userId: actor.userId,
      action: 'invoices.payment',
      target: id,
      meta: { number: invoice.number, amount_cents: input.amount_cents, method: input.method, paid_on: input.paid_on },
      ip,
    });
  });
}
