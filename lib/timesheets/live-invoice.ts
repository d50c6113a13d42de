import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { invoiceLines, invoices } from '@/lib/db/schema';
import { ApiError, say, type ErrorText } from '@/lib/errors';

/**
 * A timesheet on a live (not void) invoice (lib/invoices) keeps its "invoiced to client" flag: clearing it by hand would
 * leave the flag saying "not invoiced" beside an invoice that bills it. Voiding the invoice is the way
 * back. Called with the sheets already locked, as a run locks them before it bills: race-free both ways.
 */
export async function assertNotOnLiveInvoice(tx: DbOrTx, tenantId: string, ids: readonly string[]): Promise<void> {
  if (!ids.length) return;
  const live = await tx
    .select({ sheet: invoiceLines.timesheetId, number: invoices.number })
    .from(invoiceLines)
    .innerJoin(invoices, and(eq(invoices.id, invoiceLines.invoiceId), eq(invoices.tenantId, invoiceLines.tenantId)))
    .where(and(eq(invoiceLines.tenantId, tenantId), eq(invoiceLines.voided, false), inArray(invoiceLines.timesheetId, [...ids])));
  if (!live.length) return;
  const errors: Record<string, ErrorText> = {};
  for (const l of live) errors[l.sheet] = say(l.number ? 'timesheets.onInvoice' : 'timesheets.onDraftInvoice', { number: l.number ?? '' });
  throw new ApiError(409, Object.values(errors)[0]!, 'conflict', errors);
}
