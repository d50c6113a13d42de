import { addDays, format, subWeeks } from 'date-fns';
import { eq, sql } from 'drizzle-orm';
import { addDays as addDate, dayStart } from '@/lib/pay-rules/zone';
import { NUMBER_RULES } from '@/lib/settings/timesheet-rules';
import { dueWeekStartCutoff, utcToday } from '@/lib/timesheets/deadlines';
import { recomputeTotals } from '@/lib/timesheets/totals';
import { issueInvoice } from '@/lib/invoices/lifecycle';
import { runInvoices } from '@/lib/invoices/run';
import type { Db } from '../client';
import * as t from '../schema';
import { theRow } from '../rows';
import {
  CLIENT_COMPANIES,
  DEMO_CONTACT_USER,
  DEMO_TENANTS,
  DEMO_USERS,
  FIRST_NAMES,
  LAST_NAMES,
  rateOf,
  TRADE_POSITIONS,
  type TenantSpec,
} from './data';
import { seedActivity } from './activity-report';
import { seedCareerAndReferrals } from './career-referrals';
import { seedCatalog } from './catalog';
import { seedContactPermissions } from './contact-permissions';
import { seedCustomReports } from './custom-reports';
import { backfillRecruiting, seedRecruiting } from './recruiting';
import { seedPushNotifications } from './push-notifications';
import { seedPunches } from './punches';
import { seedRoutesAndTodos } from './routes-todos';
import { crewKey, crewsOf, dayKey, seedShifts, siteToday, siteWeek } from './shifts';
import { seedUsersAdmin } from './users-admin';
import { seedRoles, seedTenantDefaults } from '@/lib/tenants/defaults';
import { cycle, nth } from './lists';
import { seedWhatsNew } from './whats-new';

/** Small deterministic PRNG so every fresh database gets the same demo data. */
function rng(seed: number) {
  let s = seed >>> 0;
  const next = () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(xs: readonly T[]): T => nth(xs, Math.floor(next() * xs.length)),
  };
}

const money = (n: number) => n.toFixed(2);
/** The recruiting seed's own stream, so adding it later (backfill) gives the same data as a fresh seed. */
const recruitingRng = (seed: number) => rng(seed * 104729);

/** Seeds the demo tenants once; a second run finds them and does nothing. */
export async function seedDemo(db: Db, now = new Date()): Promise<{ seeded: boolean }> {
  await seedRoles(db);
  await seedWhatsNew(db, now);
  const [existing] = await db.select({ id: t.tenants.id }).from(t.tenants).where(eq(t.tenants.slug, DEMO_TENANTS[0].slug)).limit(1);
  if (existing) {
    // Databases seeded before the recruiting module get its demo data once (skipped when present).
    for (const [i, spec] of DEMO_TENANTS.entries()) {
      await backfillRecruiting(db, spec.slug, recruitingRng(i + 1), now);
      const [tenant] = await db.select({ id: t.tenants.id }).from(t.tenants).where(eq(t.tenants.slug, spec.slug)).limit(1);
      if (tenant) await seedModules(db, tenant.id, now);
    }
    return { seeded: false };
  }
  await db.transaction(async (tx) => {
    for (const [i, spec] of DEMO_TENANTS.entries()) await seedTenant(tx as unknown as Db, spec, i + 1, now);
  });
  return { seeded: true };
}

/** One tenant with the full demo data set; also what tests use for a throwaway tenant of their own. */
export async function seedTenant(db: Db, spec: TenantSpec, seed: number, now: Date) {
  const r = rng(seed * 7919);
  const tenant = theRow(await db.insert(t.tenants).values({ slug: spec.slug, name: spec.name }).returning(), 'tenant');
  const tenantId = tenant.id;
  // What every tenant has (settings, statuses, note types), shared with provisioning a real one; the rest is demo data.
  await seedTenantDefaults(db, tenantId, {
    primaryColor: spec.primary,
    secondaryColor: spec.secondary,
    data: {
      shift: { enabled: spec.shift },
      clientContactsPortal: { enabled: spec.contactsPortal },
      orders: { show_orders_to_client: spec.ordersToClient },
    },
  });

  const companies = await db
    .insert(t.companies)
    .values(
      CLIENT_COMPANIES.map((c, i) => ({
        tenantId,
        name: !spec.variantNames ? c.name : `${c.name.split(' ')[0]} ${['Group', 'Partners', 'Works', 'Industries', 'Care'][i]}`,
        industry: c.industry,
        phone: `(614) 555-0${100 + i * 7}`,
        address: `${100 + i * 11} Main St, ${c.city}, ${c.state}`,
      })),
    )
    .returning();

  const locations = await db
    .insert(t.locations)
    .values(
      companies.flatMap((c, i) => {
        const client = nth(CLIENT_COMPANIES, i);
        return client.sites.map((site, j) => ({
          tenantId,
          companyId: c.id,
          name: site,
          address: `${200 + j * 40} Industrial Pkwy`,
          city: client.city,
          state: client.state,
        }));
      }),
    )
    .returning();

  // The first company's contact record is the demo contact user's own, so it carries that user's name.
  const contactName = DEMO_CONTACT_USER.username.split(' ');
  const [contactFirst, contactLast] = [nth(contactName, 0), nth(contactName, 1)];
  const contacts = await db
    .insert(t.contacts)
    .values(
      companies.map((c, i) => ({
        tenantId,
        companyId: c.id,
        firstName: i === 0 ? contactFirst : cycle(FIRST_NAMES, i * 3 + seed),
        lastName: i === 0 ? contactLast : cycle(LAST_NAMES, i * 5 + seed),
        email: i === 0 ? `contact@${spec.slug}.test` : `manager${i}@${c.name.toLowerCase().replace(/[^a-z]+/g, '')}.test`,
        title: 'Site Manager',
      })),
    )
    .returning();
  // The demo contact user manages the first client company's sites.
  const [firstCompany, firstContact] = [nth(companies, 0), nth(contacts, 0)];
  const contactLocations = locations.filter((l) => l.companyId === firstCompany.id);
  await db.insert(t.contactLocations).values(contactLocations.map((l) => ({ tenantId, contactId: firstContact.id, locationId: l.id })));

  await db.insert(t.users).values(
    DEMO_USERS.map((u) => ({
      tenantId,
      email: `${u.local}@${spec.slug}.test`,
      username: u.username,
      roleId: u.roleId,
      isContact: u.roleId === 4,
      contactId: u.roleId === 4 ? firstContact.id : null,
    })),
  );

  const candidates = await db
    .insert(t.candidates)
    .values(
      Array.from({ length: 48 }, (_, i) => {
        const first = cycle(FIRST_NAMES, i + seed);
        const last = cycle(LAST_NAMES, i * 7 + seed);
        return {
          tenantId,
          firstName: first,
          lastName: last,
          email: `${first}.${last}.${i}@mail.test`.toLowerCase(),
          phone: `(614) 555-${String(1000 + i).slice(-4)}`,
          city: r.pick(CLIENT_COMPANIES).city,
        };
      }),
    )
    .returning();

  /** A site's k-th (0 or 1) position of its client's trade; the company's second site starts one further down the list. */
  const sitePosition = (l: (typeof locations)[number], k: number) => {
    const ci = companies.findIndex((c) => c.id === l.companyId);
    const trade = TRADE_POSITIONS[nth(CLIENT_COMPANIES, ci).industry];
    const j = locations.filter((x) => x.companyId === l.companyId).indexOf(l);
    return cycle(trade, j + k);
  };

  const jobs = await db
    .insert(t.jobs)
    .values(
      locations.slice(0, 8).map((l, i) => {
        const p = rateOf(sitePosition(l, 0));
        return {
          tenantId,
          companyId: l.companyId,
          locationId: l.id,
          title: `${p.name} – ${l.city}`,
          position: p.name,
          category: CLIENT_COMPANIES.find((c) => c.city === l.city)?.industry,
          description: `Join the team at ${l.name} as a ${p.name}. Weekly pay, steady hours and on-site training.`,
          payRateMin: money(p.pay),
          payRateMax: money(p.pay + 3),
          status: i < 6 ? 'open' : 'closed',
          publishedAt: i < 6 ? addDays(now, -10 - i) : null,
          validThrough: addDays(now, 30),
        };
      }),
    )
    .returning();

  const today = new Date(now);
  today.setUTCHours(0, 0, 0, 0);
  const placements = await db
    .insert(t.placements)
    .values(
      candidates.slice(0, 36).map((c, i) => {
        const l = cycle(locations, i);
        // Two positions of the client's trade per site, alternating down its workers: crews of two or three.
        const p = rateOf(sitePosition(l, Math.floor(i / locations.length) % 2));
        return {
          tenantId,
          candidateId: c.id,
          companyId: l.companyId,
          locationId: l.id,
          jobId: cycle(jobs, i).id,
          position: p.name,
          startDate: format(subWeeks(today, 8), 'yyyy-MM-dd'),
          billRate: money(p.bill),
          payRate: money(p.pay),
        };
      }),
    )
    .returning();

  const crews = crewsOf(locations, placements);
  const shifts = await seedShifts(db, tenantId, crews, (id) => jobs.find((j) => j.locationId === id)?.id, now);
  await seedTime(db, tenantId, placements, locations, shifts, now, r);
  await seedRecruiting(db, tenantId, recruitingRng(seed), now);
  await seedModules(db, tenantId, now);
}

/**
 * Demo rows of the modules that came after the first release (catalog, reports, activity, routes,
 * to-dos, notifications, career resources, referrals, branches and sub-roles, the demo contact's
 * permissions). Each is idempotent, so databases seeded before them get them
 * on the next start.
 */
/**
 * The story's billing: each billed week's approved sheets are invoiced by a run of that week (one invoice
 * per client), and all but the latest week's invoices are issued, so the demo shows drafts and numbers.
 */
async function seedInvoices(db: Db, tenantId: string, weeks: string[]) {
  const actor = { tenantId, userId: null };
  for (const [i, week] of weeks.entries()) {
    const { run_id } = await runInvoices(db, actor, { from: week, to: week });
    if (i === weeks.length - 1) continue;
    const made = await db.select({ id: t.invoices.id }).from(t.invoices).where(eq(t.invoices.runId, run_id)).orderBy(t.invoices.id);
    for (const invoice of made) await issueInvoice(db, actor, invoice.id);
  }
}

async function seedModules(db: Db, tenantId: string, now: Date) {
  await seedCatalog(db, tenantId);
  await seedCustomReports(db, tenantId);
  await seedActivity(db, tenantId, now);
  await seedPushNotifications(db, tenantId, now);
  await seedRoutesAndTodos(db, tenantId, now);
  await seedCareerAndReferrals(db, tenantId, now);
  await seedUsersAdmin(db, tenantId);
  await seedContactPermissions(db, tenantId);
  await seedPunches(db, tenantId);
}

type Placement = typeof t.placements.$inferSelect;
type Location = typeof t.locations.$inferSelect;

/**
 * Six past weeks of timesheets with daily timecards, plus people clocked in right now. Weeks and days are
 * each site's own (its zone's Monday and 7–9 a.m.), so no card lies in a site's future or outside its week.
 */
async function seedTime(
  db: Db,
  tenantId: string,
  placements: Placement[],
  locations: Location[],
  shifts: Awaited<ReturnType<typeof seedShifts>>,
  now: Date,
  r: ReturnType<typeof rng>,
) {
  const siteOf = (p: Placement) => locations.find((l) => l.id === p.locationId)!;
  const statuses = ['approved', 'approved', 'approved', 'submitted', 'submitted', 'pending'];
  // Never dated after now: a Monday's "approved the day after the week" has not happened yet.
  const notAfterNow = (at: number) => new Date(Math.min(at, now.getTime()));
  // The week_start past its approval deadline today (the demo tenants keep the default deadline).
  const cutoff = dueWeekStartCutoff(utcToday(now), NUMBER_RULES.approval_deadline_days.fallback);
  // Of the sheets past their deadline, a handful still waits for approval (past due); the rest were approved.
  let lateLeft = 4;
  const billedWeeks = new Set<string>();
  for (let w = 6; w >= 1; w--) {
    // Inserted open, so the rules engine totals them from their cards (lib/timesheets/totals.ts); the
    // story's statuses and flags (approved, invoiced, locked) follow, freezing those totals.
    const story = placements.map((p) => {
      const picked = w > 2 ? 'approved' : r.pick(statuses);
      const due = addDate(siteWeek(siteOf(p), now), -7 * w) <= cutoff;
      const status = due && picked === 'submitted' && lateLeft-- <= 0 ? 'approved' : picked;
      // Weeks 4–6 back are billed: seedInvoices below runs them and marks them invoiced to the client.
      return { status, invoicedClient: false, locked: w > 4 };
    });
    const sheetRows = placements.map((p) => ({
      tenantId,
      placementId: p.id,
      candidateId: p.candidateId,
      locationId: p.locationId,
      weekStart: addDate(siteWeek(siteOf(p), now), -7 * w),
      billRate: p.billRate,
      payRate: p.payRate,
      manager: 'Site Manager',
    }));
    const sheets = (await db.insert(t.timesheets).values(sheetRows).returning()).map((s, i) => ({ ...s, ...story[i] }));
    if (w > 3) for (const s of sheets) billedWeeks.add(s.weekStart);
    const cards: (typeof t.timecards.$inferInsert)[] = [];
    for (const [i, s] of sheets.entries()) {
      const placement = nth(placements, i);
      const days = r.int(3, 5);
      const zone = siteOf(placement).timezone;
      for (let d = 0; d < days; d++) {
        const clockIn = new Date(dayStart(zone, addDate(s.weekStart, d)) + (7 + (i % 3)) * 3600_000 + r.int(0, 20) * 60_000);
        const hours = r.int(7, 10) + r.next() * 0.5;
        const clockOut = new Date(clockIn.getTime() + hours * 3600_000);
        const breakMinutes = 30;
        const source = r.pick(['kiosk', 'mobile', 'manual']);
        // A no-show's day has no card (drawn all the same, so the rest of the story stays as it was).
        if (shifts.missed.has(dayKey(s.candidateId, addDate(s.weekStart, d)))) continue;
        cards.push({
          tenantId,
          timesheetId: s.id,
          candidateId: s.candidateId,
          locationId: s.locationId,
          position: placement.position,
          clockIn,
          clockOut,
          breakMinutes,
          source,
        });
      }
    }
    await db.insert(t.timecards).values(cards);
    await linkCardsToShifts(db, tenantId);
    await recomputeTotals(
      db,
      tenantId,
      sheets.map((s) => s.id),
    );
    for (const s of sheets) {
      const weekStart = Date.parse(`${s.weekStart}T00:00:00Z`);
      await db
        .update(t.timesheets)
        .set({
          status: s.status,
          invoicedClient: s.invoicedClient,
          locked: s.locked,
          submittedAt: s.status === 'pending' ? null : notAfterNow(weekStart + 7 * 86_400_000),
          approvedAt: s.status === 'approved' ? notAfterNow(weekStart + 8 * 86_400_000) : null,
        })
        .where(eq(t.timesheets.id, s.id));
    }
    await db.insert(t.timesheetLogs).values(
      sheets
        .filter((s) => s.status !== 'pending')
        .map((s) => ({
          tenantId,
          timesheetId: s.id,
          action: s.status === 'approved' ? 'approve' : 'submit',
          fromStatus: s.status === 'approved' ? 'submitted' : 'pending',
          toStatus: s.status,
          // Dated when the action happened in the story, so the activity report's demo chart spreads over the weeks.
          createdAt: notAfterNow(Date.parse(`${s.weekStart}T00:00:00Z`) + (s.status === 'approved' ? 8 : 7) * 86_400_000),
        })),
    );
  }
  await seedInvoices(db, tenantId, [...billedWeeks].sort());
  // This week: every placed worker's open timesheet, with a card for each of this week's past shifts they
  // worked (seedShifts), and a third of them on the clock now, on their crew's shift of today, clocked in
  // within a few minutes of its start and never after now.
  const onClock = placements.filter((_, i) => i % 3 === 0);
  const current = await db
    .insert(t.timesheets)
    .values(
      placements.map((p) => ({
        tenantId,
        placementId: p.id,
        candidateId: p.candidateId,
        locationId: p.locationId,
        weekStart: siteWeek(siteOf(p), now),
        billRate: p.billRate,
        payRate: p.payRate,
      })),
    )
    .returning();
  const shiftOf = (p: Placement) => shifts.today.get(crewKey(p.locationId, p.position)) ?? null;
  const shiftStarts = new Map(
    (await db.select({ id: t.shifts.id, startsAt: t.shifts.startsAt }).from(t.shifts).where(eq(t.shifts.tenantId, tenantId))).map((s) => [
      s.id,
      s.startsAt.getTime(),
    ]),
  );
  const sheetOf = new Map(current.map((s) => [s.placementId, s]));
  const weekCards = shifts.worked.flatMap(({ shiftId, placement: p, start }) => {
    const sheet = sheetOf.get(p.id)!;
    const k = placements.indexOf(p);
    const end = start + (8 * 60 + ((k * 7) % 20)) * 60_000;
    // Only this week's shifts that are over: earlier ones belong to last week's cards.
    if (start < dayStart(siteOf(p).timezone, sheet.weekStart) || end > now.getTime()) return [];
    return [
      {
        tenantId,
        timesheetId: sheet.id,
        candidateId: p.candidateId,
        locationId: p.locationId,
        shiftId,
        position: p.position,
        clockIn: new Date(start + (k % 8) * 60_000),
        clockOut: new Date(end),
        breakMinutes: 30,
        source: 'kiosk',
      },
    ];
  });
  if (weekCards.length) await db.insert(t.timecards).values(weekCards);
  await db.insert(t.timecards).values(
    onClock.map((p, i) => {
      const s = sheetOf.get(p.id)!;
      const shiftId = shiftOf(p);
      const start = shiftId ? shiftStarts.get(shiftId)! : dayStart(siteOf(p).timezone, siteToday(siteOf(p), now));
      return {
        tenantId,
        timesheetId: s.id,
        candidateId: s.candidateId,
        locationId: s.locationId,
        shiftId,
        position: p.position,
        clockIn: new Date(Math.min(now.getTime(), start + (i % 4) * 3 * 60_000)),
        source: 'kiosk',
      };
    }),
  );
  await recomputeTotals(
    db,
    tenantId,
    current.map((s) => s.id),
  );
}

/**
 * A past card worked on a shift the worker held (accepted, same site, clocked in from two hours before its
 * start to its end) carries that shift, as a punch made through the work-app would.
 */
async function linkCardsToShifts(db: Db, tenantId: string) {
  await db.execute(sql`update timecards tc set shift_id = s.id
    from shifts s join shift_assignments a on a.tenant_id = s.tenant_id and a.shift_id = s.id and a.status = 'accepted'
    where tc.tenant_id = ${tenantId} and s.tenant_id = ${tenantId} and tc.shift_id is null and tc.clock_out is not null
      and s.location_id = tc.location_id and a.candidate_id = tc.candidate_id
      and tc.clock_in >= s.starts_at - interval '2 hours' and tc.clock_in < s.ends_at`);
}
