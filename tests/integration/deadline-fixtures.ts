import { eq, inArray } from 'drizzle-orm';
import { db, type Db } from '@/lib/db/client';
import { candidates, companies, companySettings, locations, tenants, timesheetLogs, timesheets } from '@/lib/db/schema';
import type { TimesheetStatus } from '@/lib/timesheets/types';
import { theRow } from '@/lib/db/rows';

/**
 * A tenant of its own for the deadline tests: auto-lock locks every due timesheet of a tenant, so the
 * demo tenants (whose timesheets other files edit) are never given an auto-lock setting here. Files
 * that make one call removeDeadlineTenants() in afterAll.
 */
export type DeadlineTenant = { tenantId: string; locationId: string; workerId: string };

const made: string[] = [];

/** Removes the tenants this file made (with everything of theirs): other files check invariants across every tenant. */
export async function removeDeadlineTenants(): Promise<void> {
  const ids = made.splice(0);
  if (!ids.length) return;
  // Timesheets first, on their own: their count trigger runs at commit, and in the same transaction as
  // the tenant's delete it would write counts for a tenant that no longer exists.
  await db().delete(timesheets).where(inArray(timesheets.tenantId, ids));
  await db().delete(tenants).where(inArray(tenants.id, ids));
}

export async function deadlineTenant(rules: Record<string, unknown>): Promise<DeadlineTenant> {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const tenant = theRow(
    await db()
      .insert(tenants)
      .values({ slug: `deadlines-${tag}`, name: 'Deadline Co' })
      .returning(),
  );
  made.push(tenant.id);
  const company = theRow(await db().insert(companies).values({ tenantId: tenant.id, name: 'Deadline Client' }).returning());
  const location = theRow(
    await db().insert(locations).values({ tenantId: tenant.id, companyId: company.id, name: 'Deadline Site' }).returning(),
  );
  const worker = theRow(
    await db()
      .insert(candidates)
      .values({ tenantId: tenant.id, firstName: 'Dee', lastName: 'Line', email: `dee.${tag}@example.com` })
      .returning(),
  );
  await db()
    .insert(companySettings)
    .values({ tenantId: tenant.id, data: { timesheets: rules } });
  return { tenantId: tenant.id, locationId: location.id, workerId: worker.id };
}

export const setRules = (tenantId: string, rules: Record<string, unknown>) =>
  db()
    .update(companySettings)
    .set({ data: { timesheets: rules } })
    .where(eq(companySettings.tenantId, tenantId));

/** yyyy-MM-dd `n` days before `day` (UTC). */
export function daysBefore(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - n);
  return d.toISOString().slice(0, 10);
}

/** A timesheet of the worker for the week starting `weekStart` (the tests choose the weeks, one per row). */
export async function sheet(
  t: DeadlineTenant,
  weekStart: string,
  status: TimesheetStatus = 'pending',
  extra: Partial<typeof timesheets.$inferInsert> = {},
  d: Db = db(),
) {
  const row = theRow(
    await d
      .insert(timesheets)
      .values({
        tenantId: t.tenantId,
        candidateId: t.workerId,
        locationId: t.locationId,
        weekStart,
        status,
        billRate: '20.00',
        payRate: '15.00',
        ...extra,
      })
      .returning(),
  );
  return row;
}

export const lockLogs = (timesheetId: string) =>
  db()
    .select()
    .from(timesheetLogs)
    .where(eq(timesheetLogs.timesheetId, timesheetId))
    .then((rows) => rows.filter((r) => r.action === 'lock'));
