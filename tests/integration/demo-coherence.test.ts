import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { db, type DbOrTx } from '@/lib/db/client';
import { seedTenant } from '@/lib/db/seed';
import { CLIENT_COMPANIES, fullTenantSpec, TRADE_POSITIONS } from '@/lib/db/seed/data';
import { addDays, dayStart, localDate, workweekStart } from '@/lib/pay-rules/zone';
import { dueWeekStartCutoff, utcToday } from '@/lib/timesheets/deadlines';
import { recomputeTotals } from '@/lib/timesheets/totals';

/**
 * The demo data tells one coherent story (issue 22 item 15) at whatever instant it is seeded: the seed
 * runs on a fresh database relative to now, so each case seeds a tenant of its own at a chosen instant, in
 * a transaction rolled back afterwards, and reads it against that instant (not the database's clock).
 */

const ROLLBACK = new Error('rollback');
const HOUR = 3_600_000;
/** The demo sites' zone (locations.timezone's default). */
const ZONE = 'America/New_York';
/** The demo tenants' approval deadline (company settings unset: lib/settings/timesheet-rules.ts). */
const DEADLINE_DAYS = 7;

let runs = 0;
async function seededAt<T>(now: Date, read: (tx: DbOrTx, tenantId: string) => Promise<T>): Promise<T> {
  const slug = `coherence-${process.pid}-${++runs}`;
  const spec = fullTenantSpec(slug, 'Coherence');
  let out: T | undefined;
  await db()
    .transaction(async (tx) => {
      await seedTenant(tx as unknown as ReturnType<typeof db>, spec, 1, now);
      const tenant = (await tx.execute<{ id: string }>(sql`select id from tenants where slug = ${slug}`)).rows[0]!;
      out = await read(tx, tenant.id);
      throw ROLLBACK;
    })
    .catch((e: unknown) => {
      if (e !== ROLLBACK) throw e;
    });
  return out as T;
}

type Facts = {
  openCards: { shift_id: string | null; filling: boolean }[];
  misplaced: string[];
  thisWeek: { places: number; filled: number; shifts: number; full: number };
  noShows: number;
  workedNoShows: number;
  linkedPast: { linked: number; filling: number };
  awaiting: number;
  pastDue: number;
  sheets: number;
  futureCards: number;
  outsideWeek: number;
  stale: number;
};

async function factsOf(tx: DbOrTx, tenantId: string, now: Date): Promise<Facts> {
  const openCards = (
    await tx.execute<{ shift_id: string | null; filling: boolean }>(sql`select tc.shift_id,
      exists (select 1 from shift_assignments a where a.tenant_id = tc.tenant_id and a.shift_id = tc.shift_id
        and a.candidate_id = tc.candidate_id and a.status in ('accepted', 'sent_home')) as filling
    from timecards tc where tc.tenant_id = ${tenantId} and tc.clock_out is null`)
  ).rows;
  const placed = (
    await tx.execute<{ position: string; industry: string }>(sql`select p.position, c.industry
    from placements p join companies c on c.id = p.company_id where p.tenant_id = ${tenantId}`)
  ).rows;
  const trades = TRADE_POSITIONS as Record<string, readonly string[]>;
  const misplaced = placed.filter((p) => !(trades[p.industry] ?? []).includes(p.position)).map((p) => `${p.industry}: ${p.position}`);
  // The site's week now (all demo sites share one zone).
  const week = workweekStart(localDate(ZONE, now.getTime()), 'monday');
  const [from, to] = [dayStart(ZONE, week), dayStart(ZONE, addDays(week, 7))].map((t) => new Date(t));
  const weekRow = (
    await tx.execute<Facts['thisWeek']>(sql`select coalesce(sum(s.headcount), 0)::int as places,
      coalesce(sum(least(f.n, s.headcount)), 0)::int as filled, count(*)::int as shifts, count(*) filter (where f.n >= s.headcount)::int as full
    from shifts s cross join lateral (select count(*)::int as n from shift_assignments a
      where a.tenant_id = s.tenant_id and a.shift_id = s.id and a.status in ('accepted', 'sent_home')) f
    where s.tenant_id = ${tenantId} and s.status = 'published' and s.starts_at >= ${from} and s.starts_at < ${to}`)
  ).rows[0]!;
  const cutoff = dueWeekStartCutoff(utcToday(now), DEADLINE_DAYS);
  const sheets = (
    await tx.execute<{ awaiting: number; past_due: number; no_shows: number }>(sql`select count(*)::int as awaiting,
      count(*) filter (where t.week_start <= ${cutoff}::date)::int as past_due,
      (select count(*)::int from shift_assignments a where a.tenant_id = ${tenantId} and a.status = 'no_show') as no_shows
    from timesheets t where t.tenant_id = ${tenantId} and t.status = 'submitted' and t.archived_at is null and not t.locked`)
  ).rows[0]!;
  const cards = (
    await tx.execute<{ clock_in: string; week_start: string }>(sql`select tc.clock_in::text, t.week_start::text
    from timecards tc join timesheets t on t.id = tc.timesheet_id where tc.tenant_id = ${tenantId}`)
  ).rows;
  // A no-show did not work that day at that site; a past card on a shift is one its worker held.
  const worked = (
    await tx.execute<{ n: number }>(sql`select count(*)::int as n from shift_assignments a
    join shifts s on s.id = a.shift_id
    join timecards tc on tc.tenant_id = a.tenant_id and tc.candidate_id = a.candidate_id and tc.location_id = s.location_id
      and tc.clock_in >= s.starts_at - interval '4 hours' and tc.clock_in < s.ends_at
    where a.tenant_id = ${tenantId} and a.status = 'no_show'`)
  ).rows[0]!;
  const linkedPast = (
    await tx.execute<
      Facts['linkedPast']
    >(sql`select count(*)::int as linked, count(*) filter (where exists (select 1 from shift_assignments a
      where a.tenant_id = tc.tenant_id and a.shift_id = tc.shift_id and a.candidate_id = tc.candidate_id and a.status in ('accepted', 'sent_home')))::int as filling
    from timecards tc where tc.tenant_id = ${tenantId} and tc.shift_id is not null and tc.clock_out is not null`)
  ).rows[0]!;
  const sheetIds = (await tx.execute<{ id: string }>(sql`select id from timesheets where tenant_id = ${tenantId}`)).rows.map((r) => r.id);
  return {
    openCards,
    misplaced,
    thisWeek: weekRow,
    noShows: sheets.no_shows,
    workedNoShows: worked.n,
    linkedPast,
    awaiting: sheets.awaiting,
    pastDue: sheets.past_due,
    sheets: sheetIds.length,
    futureCards: cards.filter((c) => Date.parse(c.clock_in) > now.getTime()).length,
    // A card's local day lies in its timesheet's week: the engine counts it where it is stored.
    outsideWeek: cards.filter((c) => {
      const day = localDate(ZONE, Date.parse(c.clock_in));
      return day < c.week_start || day >= addDays(c.week_start, 7);
    }).length,
    // The stored totals are already the engine's: totalling again changes no open timesheet.
    stale: await recomputeTotals(tx, tenantId, sheetIds),
  };
}

function expectCoherent(f: Facts) {
  expect(f.openCards.length).toBeGreaterThan(0);
  expect(f.openCards.filter((c) => !c.shift_id || !c.filling)).toEqual([]);
  expect(f.misplaced).toEqual([]);
  const rate = f.thisWeek.filled / f.thisWeek.places;
  expect(rate).toBeGreaterThanOrEqual(0.6);
  expect(rate).toBeLessThan(1);
  // Most shifts full, a few open.
  expect(f.thisWeek.full).toBeGreaterThan(f.thisWeek.shifts / 2);
  expect(f.noShows).toBeGreaterThanOrEqual(1);
  expect(f.workedNoShows).toBe(0);
  expect(f.linkedPast.linked).toBeGreaterThan(0);
  expect(f.linkedPast.filling).toBe(f.linkedPast.linked);
  expect(f.pastDue).toBeGreaterThanOrEqual(1);
  // A handful, not every sheet; when the UTC day has already made last week due (Sunday evening at the
  // sites) last week's sheets were approved but for that handful.
  expect(f.pastDue).toBeLessThanOrEqual(6);
  expect(f.pastDue).toBeLessThan(f.sheets);
  expect({ future: f.futureCards, outsideWeek: f.outsideWeek, stale: f.stale }).toEqual({ future: 0, outsideWeek: 0, stale: 0 });
}

describe('demo data coherence (issue 22 item 15)', () => {
  it('every client trade lists positions the demo rates know', () => {
    for (const c of CLIENT_COMPANIES) expect(TRADE_POSITIONS[c.industry].length).toBeGreaterThanOrEqual(2);
  });

  // The edges: Monday 00:30 UTC (still Sunday evening at the sites), Sunday 23:30 and Monday 00:30 at the
  // sites, and a summer-time weekday.
  for (const at of ['2026-12-07T00:30:00Z', '2026-12-07T04:30:00Z', '2026-12-07T05:30:00Z', '2026-07-15T16:10:00Z']) {
    it(`seeded at ${at}: on-the-clock workers fill their shifts, trades fit, a real week`, { timeout: 60_000 }, async () => {
      const now = new Date(at);
      expectCoherent(await seededAt(now, (tx, id) => factsOf(tx, id, now)));
    });
  }

  it('holds at any instant (property)', { timeout: 180_000 }, async () => {
    const base = Date.parse('2026-01-05T00:00:00Z');
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 365 * 24 * 4 }), async (quarterHours) => {
        const now = new Date(base + quarterHours * (HOUR / 4));
        expectCoherent(await seededAt(now, (tx, id) => factsOf(tx, id, now)));
      }),
      { numRuns: 4 },
    );
  });
});
