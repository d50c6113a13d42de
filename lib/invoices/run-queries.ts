// No 'server-only' marker: the demo seed (scripts/migrate.ts, plain Node) bills its story's invoices through ./run.ts.
import { sql } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import type { TimesheetAmounts } from '@/lib/db/schema';
import type { InvoiceGrouping, RunInput } from './schema';

/** An approved sheet as the run bills it: its frozen figures and where it belongs. */
export type Billable = {
  id: string;
  company_id: string;
  grouping: InvoiceGrouping;
  currency: string;
  payment_terms_days: number;
  candidate_id: string;
  location_id: string;
  worker_name: string;
  location_name: string;
  position: string | null;
  week_start: string;
  regular_hours: string;
  overtime_hours: string;
  double_time_hours: string;
  bill_rate: string;
  bill_total: string;
  amounts: TimesheetAmounts | null;
  tax_rate_milli: number;
  rules_version: string | null;
  approved_at: string | null;
  approved_by: string | null;
};

/**
 * The billable sheets, locked (FOR NO KEY UPDATE of the sheet, ascending id: DESIGN §7's order) in the
 * run's transaction. A concurrent run that locked them first has set invoiced_client by the time this one
 * gets each row, and PostgreSQL re-checks the row's conditions then: such a sheet drops out here. The
 * partial unique index on live invoice lines stands behind it.
 */
export async function lockBillable(tx: Tx, tenantId: string, input: RunInput): Promise<Billable[]> {
  const { rows } = await tx.execute<Billable>(sql`
    select t.id, l.company_id, co.invoice_grouping as grouping, co.currency, co.payment_terms_days,
      t.candidate_id, t.location_id, c.first_name || ' ' || c.last_name as worker_name, l.name as location_name,
      p.position, t.week_start::text as week_start, t.regular_hours::text as regular_hours,
      t.overtime_hours::text as overtime_hours, t.double_time_hours::text as double_time_hours,
      t.bill_rate::text as bill_rate, t.bill_total::text as bill_total, t.amounts, l.tax_rate_milli, t.rules_version,
      t.approved_at,
      (select u.username from timesheet_logs g join users u on u.id = g.user_id and u.tenant_id = g.tenant_id
        where g.tenant_id = t.tenant_id and g.timesheet_id = t.id and g.to_status = 'approved'
        order by g.created_at desc limit 1) as approved_by
    from timesheets t
    join candidates c on c.id = t.candidate_id and c.tenant_id = t.tenant_id
    join locations l on l.id = t.location_id and l.tenant_id = t.tenant_id
    join companies co on co.id = l.company_id and co.tenant_id = t.tenant_id
    left join placements p on p.id = t.placement_id and p.tenant_id = t.tenant_id
    where t.tenant_id = ${tenantId} and t.status = 'approved' and t.archived_at is null and not t.invoiced_client
      and t.week_start between ${input.from} and ${input.to}
      ${input.company_id ? sql`and l.company_id = ${input.company_id}` : sql``}
      and not exists (select 1 from invoice_lines il where il.timesheet_id = t.id and not il.voided)
    order by t.id
    for no key update of t`);
  return rows;
}
