import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { applications, candidates, companies, locations, placements, statusOptions } from '@/lib/db/schema';
import { theRow } from '@/lib/db/rows';

/** Rows the candidate tests create for themselves: never rely on counts other files could change. */

const unique = () => randomUUID().slice(0, 8);

export async function makeCandidate(tenantId: string, over: Partial<typeof candidates.$inferInsert> = {}) {
  const tag = unique();
  const row = theRow(
    await db()
      .insert(candidates)
      .values({
        tenantId,
        firstName: `Fixture${tag}`,
        lastName: `Person${tag}`,
        email: `fixture.${tag}@mail.test`,
        phone: '+1 614 555 0199',
        city: 'Columbus',
        ...over,
      })
      .returning(),
  );
  return row;
}

export async function makeStatus(tenantId: string, over: Partial<typeof statusOptions.$inferInsert> = {}) {
  const row = theRow(
    await db()
      .insert(statusOptions)
      .values({
        tenantId,
        kind: 'candidate',
        name: `Status ${unique()}`,
        color: '#16a34a',
        position: 100,
        ...over,
      })
      .returning(),
  );
  return row;
}

/** The tenant's default candidate status (the demo seed sets one), created when missing. */
export async function defaultStatus(tenantId: string) {
  const [row] = await db()
    .select()
    .from(statusOptions)
    .where(and(eq(statusOptions.tenantId, tenantId), eq(statusOptions.kind, 'candidate'), eq(statusOptions.isDefault, true)))
    .limit(1);
  return row ?? makeStatus(tenantId, { isDefault: true });
}

export async function firstCompany(tenantId: string) {
  const [row] = await db().select().from(companies).where(eq(companies.tenantId, tenantId)).orderBy(asc(companies.name)).limit(1);
  if (!row) throw new Error('no company in the tenant');
  return row;
}

export async function makePlacement(tenantId: string, candidateId: string) {
  const loc = theRow(await db().select().from(locations).where(eq(locations.tenantId, tenantId)).orderBy(asc(locations.name)).limit(1));
  const row = theRow(
    await db()
      .insert(placements)
      .values({
        tenantId,
        candidateId,
        companyId: loc.companyId,
        locationId: loc.id,
        position: 'Forklift Operator',
        startDate: '2024-03-04',
        billRate: '30.00',
        payRate: '20.00',
      })
      .returning(),
  );
  return row;
}

export async function makeApplication(tenantId: string, candidateId: string, statusId: string | null = null) {
  const row = theRow(await db().insert(applications).values({ tenantId, candidateId, source: 'job board', statusId }).returning());
  return row;
}

export const candidateById = async (id: string) =>
  (
    await db()
      .select()
      .from(candidates)
      .where(and(eq(candidates.id, id)))
      .limit(1)
  )[0];

export const MISSING_ID = '00000000-0000-4000-8000-000000000000';
