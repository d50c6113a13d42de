import type { DbOrTx } from '@/lib/db/client';
import { localDate, workweekStart } from '@/lib/pay-rules';
import { readRules } from '@/lib/settings/timesheet-rules';
import { siteClock } from './sheet-queries';

/**
 * The workweek a moment (or a day) belongs to at a site: the site's local calendar day, in the week that
 * starts on the company's week start (Monday or Sunday, admin settings → timesheets). A timesheet is one
 * worker, one site, one such week.
 */
export async function workweekAt(tx: DbOrTx, tenantId: string, locationId: string, at: Date | string): Promise<string> {
  const site = await siteClock(tx, tenantId, locationId);
  const day = typeof at === 'string' ? at : localDate(site?.timezone ?? 'UTC', at.getTime());
  return workweekStart(day, readRules(site?.rules).week_start);
}
