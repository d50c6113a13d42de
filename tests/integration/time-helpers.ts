import { addDays, addWeeks, format, parseISO } from 'date-fns';
import { and, asc, desc, eq, notInArray, sql } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import {
  candidates,
  companySettings,
  contactLocations,
  locations,
  tenants,
  timecards,
  timesheetLogs,
  timesheets,
  users,
} from '@/lib/db/schema';
import { readRules } from '@/lib/settings/timesheet-rules';
import type { TimesheetStatus } from '@/lib/timesheets/types';
import { recomputeTotals } from '@/lib/timesheets/totals';
import { signIn } from './helpers';

/** Fixtures and look-ups shared by the time-and-attendance tests. Everything is read by state, never by a fixed id. */

export type SheetRow = typeof timesheets.$inferSelect;
export type ListBody<T> = { data: T[]; meta: { totalItems: number; total?: number; page?: number; per_page?: number } };
export type ErrorBody = { message: string; error_code?: string; errors?: Record<string, string> };

export async function tenantBySlug(slug: string) {
  const [row] = await db().select().from(tenants).where(eq(tenants.slug, slug)).limit(1);
  if (!row) throw new Error(`no tenant ${slug}`);
  return row;
}

/** The locations assigned to the tenant's demo contact (contact@<slug>.test). */
export async function contactLocationIds(slug: string): Promise<string[]> {
  const rows = await db()
    .select({ id: contactLocations.locationId })
    .from(contactLocations)
    .innerJoin(users, and(eq(users.contactId, contactLocations.contactId), eq(users.tenantId, contactLocations.tenantId)))
    .where(eq(users.email, `contact@${slug}.test`));
  return rows.map((r) => r.id).sort();
}

export async function locationsOf(tenantId: string) {
  return db()
    .select({ id: locations.id, name: locations.name, companyId: locations.companyId })
    .from(locations)
    .where(eq(locations.tenantId, tenantId))
    .orderBy(asc(locations.name));
}

/** A location of the tenant that its demo contact is not assigned to. */
export async function unassignedLocation(slug: string): Promise<string> {
  const tenant = await tenantBySlug(slug);
  const assigned = await contactLocationIds(slug);
  // The demo location with the most data: files that add locations of their own (imports, the contact
  // scope fixtures) must not change which one this is.
  const [row] = await db()
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.tenantId, tenant.id), notInArray(locations.id, assigned)))
    .orderBy(
      desc(
        sql`(select count(*) from shifts s where s.location_id = ${locations.id}) + (select count(*) from timesheets t where t.location_id = ${locations.id})`,
      ),
      asc(locations.name),
    )
    .limit(1);
  if (!row) throw new Error(`every location of ${slug} is assigned to the contact`);
  return row.id;
}

/** Signs in through the real flow (helpers.signIn, which sets the sign-in limits aside for tests). */
export const signInAs = (email: string): Promise<string> => signIn(email);

export async function sheetById(id: string): Promise<SheetRow> {
  const [row] = await db().select().from(timesheets).where(eq(timesheets.id, id)).limit(1);
  if (!row) throw new Error(`no timesheet ${id}`);
  return row;
}

export async function logsOf(id: string) {
  return db().select().from(timesheetLogs).where(eq(timesheetLogs.timesheetId, id)).orderBy(asc(timesheetLogs.id));
}

/** The tenant's approval_deadline_days as stored (7 when unset), read straight from its settings row. */
export async function deadlineDays(tenantId: string): Promise<number> {
  const [row] = await db()
    .select({ data: companySettings.data })
    .from(companySettings)
    .where(eq(companySettings.tenantId, tenantId))
    .limit(1);
  return readRules(row?.data.timesheets).approval_deadline_days;
}

/** Timesheets of a tenant per list tab, counted straight from the table (no summary table). */
export async function directTabCount(tenantId: string, tab: string, locationIds?: string[]): Promise<number> {
  const scope = locationIds
    ? sql`and location_id in (${sql.join(
        locationIds.map((l) => sql`${l}::uuid`),
        sql`, `,
      )})`
    : sql``;
  const cond =
    tab === 'archived'
      ? sql`archived_at is not null`
      : tab === 'all'
        ? sql`archived_at is null`
        : tab === 'past_due'
          ? sql`archived_at is null and status = 'submitted' and not locked and week_start + 7 + ${await deadlineDays(tenantId)}::int <= (now() at time zone 'utc')::date`
          : sql`archived_at is null and status = ${tab}`;
  const res = await db().execute<{ n: number }>(
    sql`select count(*)::int as n from timesheets where tenant_id = ${tenantId} ${scope} and ${cond}`,
  );
  return Number(res.rows[0]!.n);
}

let attempt = 0;
/** A random Monday between 2018 and 2023: far from the demo weeks, so fixtures never collide with them. */
function fixtureWeek(): string {
  attempt++;
  const offset = Math.floor(Math.random() * 300) + ((attempt * 7) % 13);
  return format(addWeeks(parseISO('2018-01-01'), offset), 'yyyy-MM-dd');
}

export type SheetFixture = {
  tenantId: string;
  locationId: string;
  status?: TimesheetStatus;
  locked?: boolean;
  archived?: boolean;
  invoicedClient?: boolean;
  invoicedVendor?: boolean;
  payrollExported?: boolean;
  comment?: string | null;
  /** The week's worker; a random worker of the tenant when left out (so it may be one another test just made). */
  candidateId?: string;
  /** Timecards to add, one a day from Monday at 08:00 UTC: 8.5 h on the clock with a 30-minute break. */
  cards?: number;
  /** The week (its first day); a random free week when left out. A taken one throws. */
  week?: string;
};

/**
 * Inserts a fresh timesheet in the given state, for a worker of the tenant, in a week of its own
 * (the unique worker-week index decides; a clash simply tries another week).
 */
export async function makeTimesheet(f: SheetFixture): Promise<SheetRow> {
  const workers = f.candidateId
    ? [{ id: f.candidateId }]
    : await db().select({ id: candidates.id }).from(candidates).where(eq(candidates.tenantId, f.tenantId));
  const status = f.status ?? 'pending';
  for (let i = 0; i < 50; i++) {
    const worker = workers[Math.floor(Math.random() * workers.length)]!;
    const week = f.week ?? fixtureWeek();
    // Made open, its cards added and totalled by the rules engine as the app does, then given its status and
    // flags (which freeze those totals): stored totals always equal the engine's (lib/timesheets/totals.ts).
    const [open] = await db()
      .insert(timesheets)
      .values({
        tenantId: f.tenantId,
        candidateId: worker.id,
        locationId: f.locationId,
        weekStart: week,
        billRate: '26.00',
        payRate: '18.00',
        comment: f.comment ?? null,
        manager: 'Site Manager',
      })
      .onConflictDoNothing()
      .returning();
    if (!open && f.week) throw new Error(`the worker already has a timesheet in the week of ${f.week}`);
    if (!open) continue;
    if (f.cards) {
      await db()
        .insert(timecards)
        .values(
          Array.from({ length: f.cards }, (_, d) => {
            const clockIn = new Date(`${format(addDays(parseISO(week), d), 'yyyy-MM-dd')}T08:00:00Z`);
            return {
              tenantId: f.tenantId,
              timesheetId: open.id,
              candidateId: worker.id,
              locationId: f.locationId,
              position: 'Warehouse Associate',
              clockIn,
              clockOut: new Date(clockIn.getTime() + 8.5 * 3_600_000),
              breakMinutes: 30,
              source: 'manual',
            };
          }),
        );
    }
    await recomputeTotals(db(), f.tenantId, [open.id]);
    const [row] = await db()
      .update(timesheets)
      .set({
        status,
        locked: f.locked ?? false,
        archivedAt: f.archived ? new Date() : null,
        invoicedClient: f.invoicedClient ?? false,
        invoicedVendor: f.invoicedVendor ?? false,
        payrollExportedAt: f.payrollExported ? new Date() : null,
        payrollBatch: f.payrollExported ? 'csv-fixture' : null,
        submittedAt: status === 'pending' ? null : addDays(parseISO(week), 7),
        approvedAt: status === 'approved' ? addDays(parseISO(week), 8) : null,
      })
      .where(eq(timesheets.id, open.id))
      .returning();
    return row!;
  }
  throw new Error('could not find a free week for a timesheet fixture');
}

/** ISO date-time for a day of a fixture's week at an hour (UTC). */
export function at(weekStart: string, day: number, hour: number, minute = 0): string {
  const d = addDays(parseISO(`${weekStart}T00:00:00Z`), day);
  d.setUTCHours(hour, minute, 0, 0);
  return d.toISOString();
}
