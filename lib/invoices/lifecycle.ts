// No 'server-only' marker: the demo seed (scripts/migrate.ts, plain Node) bills and issues its story's invoices here.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { audit } from '@/lib/audit';
import type { DbOrTx } from '@/lib/db/client';
import { lockRowsById } from '@/lib/db/locks';
import { invoiceCounters, invoiceLines, invoices, timesheets } from '@/lib/db/schema';
import { conflict } from '@/lib/errors';
import { tenantTimeZone } from '@/lib/settings/time-zone';
import { writeTimesheetLogs } from '@/lib/timesheets/logs';
import { lockInvoice } from './lock';
import { invoicedEntry, type BillingActor } from './run';

/** An invoice number as printed: the tenant's counter, zero-padded so numbers sort as text too. */
const invoiceNumber = (n: number) => `INV-${String(n).padStart(6, '0')}`;

/**
 * Issues a draft: it takes the tenant's next number (the counter's row lock serialises concurrent issues,
 * and the number commits with the invoice or not at all: gapless, never reused) and is due its company's
 * net days after the tenant's today. Nothing issued is edited after (DESIGN §8).
 */
export async function issueInvoice(db: DbOrTx, actor: BillingActor, id: string, ip?: string): Promise<string> {
  return db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, actor.tenantId, id);
    if (invoice.status !== 'draft') throw conflict('invoices.notDraft');
    const zone = await tenantTimeZone(tx, actor.tenantId);
    const [counter] = await tx
      .insert(invoiceCounters)
      .values({ tenantId: actor.tenantId, lastNumber: 1 })
      .onConflictDoUpdate({ target: invoiceCounters.tenantId, set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` } })
      .returning({ lastNumber: invoiceCounters.lastNumber });
    const number = invoiceNumber(counter!.lastNumber);
    await tx
      .update(invoices)
      .set({
        status: 'issued',
        number,
        issuedAt: sql`now()`,
        dueOn: sql`(now() at time zone ${zone})::date + ${invoices.paymentTermsDays}`,
      })
      .where(and(eq(invoices.tenantId, actor.tenantId), eq(invoices.id, id)));
    await audit(tx, { tenantId: actor.tenantId, userId: actor.userId, action: 'invoices.issue', target: id, meta: { number }, ip });
    return number;
  });
}

/**
 * Voids an invoice with a reason: its lines stop counting (so its sheets may be invoiced again) and its
 * sheets are no longer marked invoiced to the client, each with a history entry. An invoice with payments
 * on it is not voided (a credit note is the way back for money received).
 */
export async function voidInvoice(db: DbOrTx, actor: BillingActor, id: string, reason: string, ip?: string): Promise<void> {
  await db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, actor.tenantId, id);
    if (invoice.status === 'void') throw conflict('invoices.alreadyVoid');
    if (invoice.paidCents > 0) throw conflict('invoices.hasPayments');
    const sheetRows = await tx
      .select({ id: invoiceLines.timesheetId })
      .from(invoiceLines)
      .where(and(eq(invoiceLines.tenantId, actor.tenantId), eq(invoiceLines.invoiceId, id)));
    // Invoice first, then its sheets in id order (lib/db/locks.ts).
    const sheetIds = await lockRowsById(
      tx,
      timesheets,
      actor.tenantId,
      sheetRows.map((r) => r.id),
    );
    await tx
      .update(invoices)
      .set({ status: 'void', voidedAt: new Date(), voidReason: reason })
      .where(and(eq(invoices.tenantId, actor.tenantId), eq(invoices.id, id)));
    await tx
      .update(invoiceLines)
      .set({ voided: true })
      .where(and(eq(invoiceLines.tenantId, actor.tenantId), eq(invoiceLines.invoiceId, id)));
    if (sheetIds.length) {
      await tx
        .update(timesheets)
        .set({ invoicedClient: false })
        .where(and(eq(timesheets.tenantId, actor.tenantId), inArray(timesheets.id, sheetIds)));
      await writeTimesheetLogs(
        tx,
        { tenantId: actor.tenantId, userId: actor.userId },
        'invoice_toggle',
        sheetIds.map((sheet) => invoicedEntry(sheet, false)),
        { reason },
      );
    }
    await audit(tx, {
      tenantId: actor.tenantId,
      userId: actor.userId,
      action: 'invoices.void',
      target: id,
      meta: { number: invoice.number, reason, timesheets: sheetIds.length },
      ip,
    });
  });
}
