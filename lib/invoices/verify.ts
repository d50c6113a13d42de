import 'server-only';
import type { DbOrTx } from '@/lib/db/client';
import { engineTotals } from '@/lib/timesheets/totals';
import { centsOfEngine } from './money';
import { getInvoice } from './queries';
import type { InvoiceVerification, VerifiedLine } from './schema';

/**
 * Verify (issue 25 item 7): each line of the invoice recomputed by the same engine that priced it, from its
 * timesheet's punches and the rules in force now, beside what was billed. A line matches when the amount
 * and the rules version are the ones billed; otherwise the difference is shown to the cent, and whether the
 * rules or the punches moved. Reads only.
 */
export async function verifyInvoice(db: DbOrTx, tenantId: string, id: string): Promise<InvoiceVerification> {
  const invoice = await getInvoice(db, tenantId, id);
  const ids = invoice.lines.map((l) => l.timesheet_id);
  const recomputed = new Map((await engineTotals(db, tenantId, ids, { evenFrozen: ids })).map((e) => [e.sheet.id, e]));
  const lines = invoice.lines.map((line): VerifiedLine => {
    const engine = recomputed.get(line.timesheet_id);
    const cents = engine
      ? centsOfEngine(engine.totals.bill.regular) +
        centsOfEngine(engine.totals.bill.overtime) +
        centsOfEngine(engine.totals.bill.doubleTime)
      : 0;
    const hours = engine ? engine.totals.hours.regular + engine.totals.hours.overtime + engine.totals.hours.doubleTime : 0;
    const sameRules = engine?.version === line.rules_version;
    return {
      line_id: line._id,
      timesheet_id: line.timesheet_id,
      worker_name: line.worker_name,
      week_start: line.week_start,
      result: !sameRules ? 'rules_changed' : cents === line.amount_cents ? 'match' : 'differs',
      billed_cents: line.amount_cents,
      recomputed_cents: cents,
      difference_cents: cents - line.amount_cents,
      billed_hours: Math.round((line.regular_hours + line.overtime_hours + line.double_time_hours) * 100) / 100,
      recomputed_hours: Math.round(hours * 100) / 100,
    };
  });
  return {
    invoice_id: invoice._id,
    checked_at: new Date().toISOString(),
    lines,
    matches: lines.filter((l) => l.result === 'match').length,
    difference_cents: lines.reduce((s, l) => s + l.difference_cents, 0),
  };
}
