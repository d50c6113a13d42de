import { addDays, format } from 'date-fns';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import * as t from '../schema';
import { POSITIONS } from './data';
import { theRow } from '../rows';
import { cycle } from './lists';
import { defaultStatusNames, seedDefaultStatuses, seedNoteTypes } from '@/lib/tenants/defaults';

/** The seed's deterministic generator (lib/db/seed/index.ts `rng`), passed in so both seed paths share it. */
export type Rng = { next: () => number; int: (min: number, max: number) => number; pick: <T>(xs: readonly T[]) => T };

const DOCUMENT_TYPES = ['I-9', 'Forklift certificate'] as const;
const WAREHOUSE_POSITIONS = ['Forklift Operator', 'Warehouse Associate', 'Packer'];
/** Positions each client company staffs, by industry (rates from the shared POSITIONS table). */
const POSITIONS_BY_INDUSTRY: Record<string, string[]> = {
  Warehousing: WAREHOUSE_POSITIONS,
  'Food production': ['Line Cook', 'Packer'],
  Hospitality: ['Housekeeper', 'Line Cook'],
  Manufacturing: ['Machine Operator', 'Warehouse Associate'],
  Healthcare: ['Patient Transporter', 'Housekeeper'],
};
const APPLICATION_FLOW = ['New', 'New', 'New', 'Screening', 'Screening', 'Interview', 'Interview', 'Offer', 'Rejected', 'Rejected'];
const money = (n: number) => n.toFixed(2);
const rateOf = (position: string) => POSITIONS.find((p) => p.name === position) ?? POSITIONS[1];

/**
 * Recruiting demo data for one tenant (issue 4): statuses, note types, positions, candidate profiles,
 * applications, document types, an onboarding packet with progress, and client orders. Reads the
 * tenant's core demo rows, so it runs the same on a new database and on one seeded before it.
 */
export async function seedRecruiting(db: Db, tenantId: string, r: Rng, now: Date): Promise<void> {
  const today = format(now, 'yyyy-MM-dd');
  // The statuses and note types every tenant has (lib/tenants/defaults.ts); a demo tenant seeded
  // before this module gets them here (backfillRecruiting).
  const statusRows = await seedDefaultStatuses(db, tenantId);
  const status = (kind: t.StatusKind, name: string) => statusRows.find((s) => s.kind === kind && s.name === name)!.id;
  await seedNoteTypes(db, tenantId);

  const companies = await db.select().from(t.companies).where(eq(t.companies.tenantId, tenantId)).orderBy(asc(t.companies.name));
  const locations = await db.select().from(t.locations).where(eq(t.locations.tenantId, tenantId)).orderBy(asc(t.locations.name));
  const candidates = await db.select().from(t.candidates).where(eq(t.candidates.tenantId, tenantId)).orderBy(asc(t.candidates.email));
  const placements = await db
    .select()
    .from(t.placements)
    .where(eq(t.placements.tenantId, tenantId))
    .orderBy(asc(t.placements.startDate), asc(t.placements.position));
  const placed = new Set(placements.map((p) => p.candidateId));
  const byIndustry = (industry: string) => companies.find((c) => c.industry === industry);
  const sitesOf = (companyId: string | undefined) => locations.filter((l) => l.companyId === companyId);

  await db.insert(t.positions).values(
    companies.flatMap((c) =>
      (POSITIONS_BY_INDUSTRY[c.industry ?? ''] ?? ['Warehouse Associate']).map((name) => ({
        tenantId,
        companyId: c.id,
        name,
        billRate: money(rateOf(name).bill),
        payRate: money(rateOf(name).pay),
      })),
    ),
  );

  // Public job pages need open, published jobs that have not expired; one draft shows the other state.
  await db
    .update(t.jobs)
    .set({ publishedAt: sql`coalesce(${t.jobs.publishedAt}, ${addDays(now, -10)})`, validThrough: addDays(now, 30) })
    .where(
      and(
        eq(t.jobs.tenantId, tenantId),
        eq(t.jobs.status, 'open'),
        sql`(${t.jobs.validThrough} is null or ${t.jobs.validThrough} < ${addDays(now, 7)})`,
      ),
    );
  const food = byIndustry('Food production');
  const foodSite = food && sitesOf(food.id)[0];
  if (food && foodSite) {
    await db.insert(t.jobs).values({
      tenantId,
      companyId: food.id,
      locationId: foodSite.id,
      title: 'Night Shift Packer',
      position: 'Packer',
      category: 'Food production',
      description: 'Pack and label baked goods on the night line. Steady weekly hours, paid training and a shift differential after 10 pm.',
      employmentType: 'PART_TIME',
      payRateMin: '17.00',
      payRateMax: '19.50',
      status: 'draft',
      validThrough: addDays(now, 45),
    });
  }

  await db
    .insert(t.candidateProfiles)
    .values(
      candidates.map((c, i) => {
        const statusName = placed.has(c.id) ? 'Placed' : i % 6 === 5 ? 'Do not place' : i % 2 ? 'Available' : 'Active';
        const days = r.int(3, 5);
        return {
          tenantId,
          candidateId: c.id,
          statusId: status('candidate', statusName),
          preferences: {
            positions: [r.pick(POSITIONS).name, r.pick(POSITIONS).name].filter((p, k, a) => a.indexOf(p) === k),
            locations: c.city ? [c.city] : [],
            minPayRate: r.int(15, 20),
            maxDistanceMiles: r.pick([10, 25, 50]),
            shiftTimes: [r.pick(['morning', 'afternoon', 'night'])],
          },
          weeklyAvailability: Object.fromEntries(
            Array.from({ length: days }, (_, d) => [
              String(d),
              [{ start: r.pick(['06:00', '08:00', '14:00']), end: r.pick(['14:30', '16:30', '22:30']) }],
            ]),
          ),
          customFields: { shirt_size: r.pick(['S', 'M', 'L', 'XL']), forklift_certified: r.next() < 0.4, years_experience: r.int(0, 12) },
        };
      }),
    )
    .onConflictDoNothing();

  // ~40 applications: job k % J and candidate (7k + 3) % N give distinct pairs for k < N (7 and 48 are coprime).
  const openJobs = await db
    .select()
    .from(t.jobs)
    .where(and(eq(t.jobs.tenantId, tenantId), eq(t.jobs.status, 'open')))
    .orderBy(asc(t.jobs.title));
  const sources = defaultStatusNames('application_source');
  if (openJobs.length && candidates.length) {
    await db.insert(t.applications).values(
      Array.from({ length: Math.min(40, candidates.length) }, (_, k) => {
        const candidate = cycle(candidates, k * 7 + 3);
        const flow = placed.has(candidate.id) && r.next() < 0.35 ? 'Placed' : r.pick(APPLICATION_FLOW);
        const created = new Date(now.getTime() - ((k % 28) * 24 + r.int(1, 10)) * 3_600_000);
        return {
          tenantId,
          candidateId: candidate.id,
          jobId: cycle(openJobs, k).id,
          statusId: status('application', flow),
          source: r.pick(sources),
          coverNote: k % 4 === 0 ? 'Available to start next week; happy to work weekends.' : null,
          createdAt: created,
          updatedAt: created,
        };
      }),
    );
  }

  // Onboarding goes to people not yet placed first (the usual order of things).
  await seedOnboarding(
    db,
    tenantId,
    [...candidates.filter((c) => !placed.has(c.id)), ...candidates.filter((c) => placed.has(c.id))].slice(0, 6),
    now,
  );
  await seedOrders(db, tenantId, [byIndustry('Warehousing'), food, byIndustry('Hospitality')], sitesOf, placements, today, now);
}

/** Two document types and the "Warehouse starter" packet (a form and two documents) for six candidates, part done. */
async function seedOnboarding(db: Db, tenantId: string, assignees: (typeof t.candidates.$inferSelect)[], now: Date) {
  const docs = await db
    .insert(t.documentTypes)
    .values(DOCUMENT_TYPES.map((name) => ({ tenantId, name })))
    .onConflictDoNothing()
    .returning();
  const packet = theRow(
    await db
      .insert(t.onboardingPackets)
      .values({
        tenantId,
        name: 'Warehouse starter',
        description: 'Paperwork every new warehouse worker completes before the first shift.',
      })
      .returning(),
    'packet',
  );
  const items = await db
    .insert(t.onboardingItems)
    .values([
      {
        tenantId,
        packetId: packet.id,
        kind: 'form' as const,
        name: 'Personal details',
        position: 0,
        fields: [
          { key: 'emergency_contact', label: 'Emergency contact', type: 'text' as const, required: true },
          { key: 'start_date', label: 'Available from', type: 'date' as const, required: true },
          { key: 'safety_briefing', label: 'I have read the safety briefing', type: 'checkbox' as const, required: true },
        ],
      },
      ...docs.map((d, i) => ({
        tenantId,
        packetId: packet.id,
        kind: 'document' as const,
        name: d.name,
        documentTypeId: d.id,
        position: i + 1,
      })),
    ])
    .returning();
  // Candidate k has done the first (3 - k) items, so one is complete and the rest are at various steps.
  for (const [k, c] of assignees.entries()) {
    const done = items.slice(0, Math.max(0, items.length - k));
    const a = theRow(
      await db
        .insert(t.onboardingAssignments)
        .values({
          tenantId,
          packetId: packet.id,
          candidateId: c.id,
          dueDate: format(addDays(now, 7 + k), 'yyyy-MM-dd'),
          completedAt: done.length === items.length ? addDays(now, -1) : null,
        })
        .returning(),
      'assignment',
    );
    if (done.length) {
      await db.insert(t.onboardingProgress).values(
        done.map((item, i) => ({
          tenantId,
          assignmentId: a.id,
          itemId: item.id,
          completedAt: addDays(now, -3 + i),
          answers:
            item.kind === 'form'
              ? {
                  emergency_contact: `${c.firstName} ${c.lastName} (family)`,
                  start_date: format(addDays(now, 3), 'yyyy-MM-dd'),
                  safety_briefing: true,
                }
              : null,
        })),
      );
    }
  }
}

type Company = typeof t.companies.$inferSelect | undefined;
type Location = typeof t.locations.$inferSelect;

/** Four orders (two at the warehousing client's sites, filled in part by existing placements), status from the links. */
async function seedOrders(
  db: Db,
  tenantId: string,
  [warehouse, food, hotel]: Company[],
  sitesOf: (id: string | undefined) => Location[],
  placements: (typeof t.placements.$inferSelect)[],
  today: string,
  now: Date,
) {
  const specs: { company: Company; site: Location | undefined; position: string; headcount: number; link: boolean }[] = [
    ...sitesOf(warehouse?.id)
      .slice(0, 2)
      .map((site, i) => ({
        company: warehouse,
        site,
        headcount: 3 - i,
        link: true,
        position:
          (
            placements.find((p) => p.locationId === site.id && WAREHOUSE_POSITIONS.includes(p.position)) ??
            placements.find((p) => p.locationId === site.id)
          )?.position ?? 'Forklift Operator',
      })),
    { company: food, site: sitesOf(food?.id)[1] ?? sitesOf(food?.id)[0], position: 'Packer', headcount: 4, link: false },
    { company: hotel, site: sitesOf(hotel?.id)[0], position: 'Housekeeper', headcount: 2, link: false },
  ];
  for (const [i, o] of specs.entries()) {
    if (!o.company || !o.site) continue;
    const linked = o.link
      ? placements.filter((p) => p.locationId === o.site!.id && p.position === o.position).slice(0, o.headcount - 1)
      : [];
    const order = theRow(
      await db
        .insert(t.orders)
        .values({
          tenantId,
          companyId: o.company.id,
          locationId: o.site.id,
          position: o.position,
          headcount: o.headcount,
          startDate: linked.length ? format(addDays(now, -56), 'yyyy-MM-dd') : format(addDays(now, 7 + i * 3), 'yyyy-MM-dd'),
          billRate: money(rateOf(o.position).bill),
          notes: `Requested ${today} by the site manager.`,
          status: linked.length ? 'partially_filled' : 'open',
        })
        .returning(),
      'order',
    );
    if (linked.length)
      await db
        .update(t.placements)
        .set({ orderId: order.id })
        .where(
          and(
            eq(t.placements.tenantId, tenantId),
            inArray(
              t.placements.id,
              linked.map((p) => p.id),
            ),
          ),
        );
  }
}

/** For a database seeded before this module: adds the recruiting data to a demo tenant that has none yet. */
export async function backfillRecruiting(db: Db, slug: string, r: Rng, now: Date): Promise<void> {
  const [tenant] = await db.select({ id: t.tenants.id }).from(t.tenants).where(eq(t.tenants.slug, slug)).limit(1);
  if (!tenant) return;
  const [seeded] = await db
    .select({ id: t.statusOptions.id })
    .from(t.statusOptions)
    .where(eq(t.statusOptions.tenantId, tenant.id))
    .limit(1);
  if (seeded) return;
  await db.transaction((tx) => seedRecruiting(tx as unknown as Db, tenant.id, r, now));
}
