import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { localDate, workweekStart } from '@/lib/pay-rules';
import { readRules } from '@/lib/settings/timesheet-rules';

/**
 * The workweek a moment (or a day) belongs to at a site: the site's local calendar day, in the week that
 * starts on the company's week start (Monday or Sunday, admin settings → timesheets). A timesheet is one
 * worker, one site, one such week.
 */
export async function workweekAt(tx: DbOrTx, tenantId: string, locationId: string, at: Date | string): Promise<string> {
  const [site] = (
    await tx.execute<{ timezone: string; rules: unknown }>(sql`select l.timezone, s.data->'timesheets' as rules
    from locations l left join company_settings s on s.tenant_id = l.tenant_id
    where l.tenant_id = ${tenantId} and l.id = ${locationId}`)
  ).rows;
  const day = typeof at === 'string' ? at : localDate(site?.timezone ?? 'UTC', at.getTime());
  return workweekStart(day, readRules(site?.rules).week_start);
}
