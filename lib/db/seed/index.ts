import { addDays, format, startOfWeek, subWeeks } from 'date-fns';
import { eq } from 'drizzle-orm';
import { recomputeTotals } from '@/lib/timesheets/totals';
import type { Db } from '../client';
import * as t from '../schema';
import { CLIENT_COMPANIES, DEMO_CONTACT_USER, DEMO_TENANTS, DEMO_USERS, FIRST_NAMES, LAST_NAMES, POSITIONS, type TenantSpec } from './data';
import { seedActivity } from './activity-report';
import { seedCareerAndReferrals } from './career-referrals';
import { seedCatalog } from './catalog';
import { seedContactPermissions } from './contact-permissions';
import { seedCustomReports } from './custom-reports';
import { backfillRecruiting, seedRecruiting } from './recruiting';
import { seedPushNotifications } from './push-notifications';
import { seedPunches } from './punches';
import { seedRoutesAndTodos } from './routes-todos';
import { seedUsersAdmin } from './users-admin';
import { seedWhatsNew } from './whats-new';

const ROLE_ROWS = [
  { id: 1, slug: 'super_admin', name: 'Super Admin' },
  { id: 2, slug: 'company_admin', name: 'Company Admin' },
  { id: 3, slug: 'recruiter', name: 'Recruiter' },
  { id: 4, slug: 'company_contact', name: 'Company Contact' },
];

/** Small deterministic PRNG so every fresh database gets the same demo data. */
function rng(seed: number) {
  let s = seed >>> 0;
  const next = () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)],
  };
}

const money = (n: number) => n.toFixed(2);
/** The recruiting seed's own stream, so adding it later (backfill) gives the same data as a fresh seed. */
const recruitingRng = (seed: number) => rng(seed * 104729);

export async function seedRoles(db: Db): Promise<void> {
  await db.insert(t.roles).values(ROLE_ROWS).onConflictDoNothing();
}

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
  const [tenant] = await db.insert(t.tenants).values({ slug: spec.slug, name: spec.name }).returning();
  const tenantId = tenant.id;
  await db.insert(t.companySettings).values({
    tenantId,
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
        name: spec.slug === 'acme' ? c.name : `${c.name.split(' ')[0]} ${['Group', 'Partners', 'Works', 'Industries', 'Care'][i]}`,
        industry: c.industry,
        phone: `(614) 555-0${100 + i * 7}`,
        address: `${100 + i * 11} Main St, ${c.city}, ${c.state}`,
      })),
    )
    .returning();

  const locations = await db
    .insert(t.locations)
    .values(
      companies.flatMap((c, i) =>
        CLIENT_COMPANIES[i].sites.map((site, j) => ({
          tenantId,
          companyId: c.id,
          name: site,
          address: `${200 + j * 40} Industrial Pkwy`,
          city: CLIENT_COMPANIES[i].city,
          state: CLIENT_COMPANIES[i].state,
        })),
      ),
    )
    .returning();

  // The first company's contact record is the demo contact user's own, so it carries that user's name.
  const [contactFirst, contactLast] = DEMO_CONTACT_USER.username.split(' ');
  const contacts = await db
    .insert(t.contacts)
    .values(
      companies.map((c, i) => ({
        tenantId,
        companyId: c.id,
        firstName: i === 0 ? contactFirst : FIRST_NAMES[(i * 3 + seed) % FIRST_NAMES.length],
        lastName: i === 0 ? contactLast : LAST_NAMES[(i * 5 + seed) % LAST_NAMES.length],
        email: i === 0 ? `contact@${spec.slug}.test` : `manager${i}@${c.name.toLowerCase().replace(/[^a-z]+/g, '')}.test`,
        title: 'Site Manager',
      })),
    )
    .returning();
  // The demo contact user manages the first client company's sites.
  const contactLocations = locations.filter((l) => l.companyId === companies[0].id);
  await db.insert(t.contactLocations).values(contactLocations.map((l) => ({ tenantId, contactId: contacts[0].id, locationId: l.id })));

  await db.insert(t.users).values(
    DEMO_USERS.map((u) => ({
      tenantId,
      email: `${u.local}@${spec.slug}.test`,
      username: u.username,
      roleId: u.roleId,
      isContact: u.roleId === 4,
      contactId: u.roleId === 4 ? contacts[0].id : null,
    })),
  );

  const candidates = await db
    .insert(t.candidates)
    .values(
      Array.from({ length: 48 }, (_, i) => {
        const first = FIRST_NAMES[(i + seed) % FIRST_NAMES.length];
        const last = LAST_NAMES[(i * 7 + seed) % LAST_NAMES.length];
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

  const jobs = await db
    .insert(t.jobs)
    .values(
      locations.slice(0, 8).map((l, i) => {
        const p = POSITIONS[i % POSITIONS.length];
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
  const shiftRows = locations.flatMap((l, li) =>
    Array.from({ length: 14 }, (_, d) => {
      const start = addDays(today, d - 7);
      start.setUTCHours(12 + (li % 3) * 2, 0, 0, 0);
      return {
        tenantId,
        locationId: l.id,
        jobId: jobs[li % jobs.length].id,
        position: POSITIONS[li % POSITIONS.length].name,
        startsAt: start,
        endsAt: new Date(start.getTime() + 8 * 3600_000),
        headcount: r.int(2, 6),
      };
    }),
  );
  await db.insert(t.shifts).values(shiftRows);

  const placements = await db
    .insert(t.placements)
    .values(
      candidates.slice(0, 36).map((c, i) => {
        const l = locations[i % locations.length];
        const p = POSITIONS[i % POSITIONS.length];
        return {
          tenantId,
          candidateId: c.id,
          companyId: l.companyId,
          locationId: l.id,
          jobId: jobs[i % jobs.length].id,
          position: p.name,
          startDate: format(subWeeks(today, 8), 'yyyy-MM-dd'),
          billRate: money(p.bill),
          payRate: money(p.pay),
        };
      }),
    )
    .returning();

  await seedTime(db, tenantId, placements, today, r);
  await seedRecruiting(db, tenantId, recruitingRng(seed), now);
  await seedModules(db, tenantId, now);
}

/**
 * Demo rows of the modules that came after the first release (catalog, reports, activity, routes,
 * to-dos, notifications, career resources, referrals, branches and sub-roles, the demo contact's
 * permissions). Each is idempotent, so databases seeded before them get them
 * on the next start.
 */
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

/** Six past weeks of timesheets with daily timecards, plus people clocked in right now. */
async function seedTime(db: Db, tenantId: string, placements: Placement[], today: Date, r: ReturnType<typeof rng>) {
  const thisWeek = startOfWeek(today, { weekStartsOn: 1 });
  const statuses = ['approved', 'approved', 'approved', 'submitted', 'submitted', 'pending'];
  for (let w = 6; w >= 1; w--) {
    const weekStart = subWeeks(thisWeek, w);
    // Inserted open, so the rules engine totals them from their cards (lib/timesheets/totals.ts); the
    // story's statuses and flags (approved, invoiced, locked) follow, freezing those totals.
    const story = placements.map(() => ({ status: w > 2 ? 'approved' : r.pick(statuses), invoicedClient: w > 3, locked: w > 4 }));
    const sheetRows = placements.map((p) => ({
      tenantId,
      placementId: p.id,
      candidateId: p.candidateId,
      locationId: p.locationId,
      weekStart: format(weekStart, 'yyyy-MM-dd'),
      billRate: p.billRate,
      payRate: p.payRate,
      manager: 'Site Manager',
    }));
    const sheets = (await db.insert(t.timesheets).values(sheetRows).returning()).map((s, i) => ({ ...s, ...story[i] }));
    const cards: (typeof t.timecards.$inferInsert)[] = [];
    for (const [i, s] of sheets.entries()) {
      const days = r.int(3, 5);
      for (let d = 0; d < days; d++) {
        const clockIn = addDays(weekStart, d);
        clockIn.setUTCHours(12 + (i % 3), r.int(0, 20), 0, 0);
        const hours = r.int(7, 10) + r.next() * 0.5;
        const clockOut = new Date(clockIn.getTime() + hours * 3600_000);
        const breakMinutes = 30;
        cards.push({
          tenantId,
          timesheetId: s.id,
          candidateId: s.candidateId,
          locationId: s.locationId,
          position: placements[i].position,
          clockIn,
          clockOut,
          breakMinutes,
          source: r.pick(['kiosk', 'mobile', 'manual']),
        });
      }
    }
    await db.insert(t.timecards).values(cards);
    await recomputeTotals(
      db,
      tenantId,
      sheets.map((s) => s.id),
    );
    for (const s of sheets) {
      await db
        .update(t.timesheets)
        .set({
          status: s.status,
          invoicedClient: s.invoicedClient,
          locked: s.locked,
          submittedAt: s.status === 'pending' ? null : addDays(weekStart, 7),
          approvedAt: s.status === 'approved' ? addDays(weekStart, 8) : null,
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
          // Dated when the action happened in the story (never in the future), so the activity report's demo chart spreads over the weeks.
          createdAt: new Date(Math.min(addDays(weekStart, s.status === 'approved' ? 8 : 7).getTime(), Date.now())),
        })),
    );
  }
  // Today: a third of the placed workers are on the clock now.
  const onClock = placements.filter((_, i) => i % 3 === 0);
  const current = await db
    .insert(t.timesheets)
    .values(
      onClock.map((p) => ({
        tenantId,
        placementId: p.id,
        candidateId: p.candidateId,
        locationId: p.locationId,
        weekStart: format(thisWeek, 'yyyy-MM-dd'),
        billRate: p.billRate,
        payRate: p.payRate,
      })),
    )
    .returning();
  const started = new Date();
  await db.insert(t.timecards).values(
    current.map((s, i) => ({
      tenantId,
      timesheetId: s.id,
      candidateId: s.candidateId,
      locationId: s.locationId,
      position: onClock[i].position,
      clockIn: new Date(started.getTime() - (1 + (i % 5)) * 3600_000),
      source: 'kiosk',
    })),
  );
  await recomputeTotals(
    db,
    tenantId,
    current.map((s) => s.id),
  );
}
