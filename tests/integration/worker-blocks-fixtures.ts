import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { candidates, companies, contactLocations, contacts, locations, shiftAssignments, shifts, timecards, users } from '@/lib/db/schema';
import { ownTenant } from './own-tenant';
import { atLeast } from '@/tests/support/present';

/**
 * A tenant of the worker-blocks files' own (so the demo contact's sites never change under another file),
 * with the demo contact's company A (she manages all its sites), another company B, and workers of the
 * file's own: one who worked at her site, one only assigned to a shift there, one who worked only at B,
 * and a stranger.
 */
export type BlockWorld = {
  tenantId: string;
  companyA: string;
  companyB: string;
  /** A's sites, all the demo contact's. */
  siteA1: string;
  siteA2: string;
  siteB: string;
  worked: string;
  assigned: string;
  workedAtB: string;
  stranger: string;
};

export async function blockWorld(slug: string, name: string): Promise<BlockWorld> {
  const tenant = await ownTenant(slug, name);
  const tenantId = tenant.id;
  const me = (
    await db()
      .select({ companyId: contacts.companyId, contactId: contacts.id })
      .from(users)
      .innerJoin(contacts, eq(contacts.id, users.contactId))
      .where(and(eq(users.tenantId, tenantId), eq(users.email, `contact@${slug}.test`)))
  )[0]!;
  const mine = await db()
    .select({ id: contactLocations.locationId })
    .from(contactLocations)
    .innerJoin(locations, eq(locations.id, contactLocations.locationId))
    .where(and(eq(contactLocations.contactId, me.contactId), eq(locations.companyId, me.companyId)))
    .orderBy(asc(locations.name));
  if (mine.length < 2) throw new Error('the demo contact needs two sites of her company');
  const other = (
    await db()
      .select({ id: companies.id })
      .from(companies)
      .where(and(eq(companies.tenantId, tenantId), ne(companies.id, me.companyId)))
      .orderBy(asc(companies.name))
      .limit(1)
  )[0]!;
  const siteB = (await db().select({ id: locations.id }).from(locations).where(eq(locations.companyId, other.id)).limit(1))[0]!;
  const tag = randomUUID().slice(0, 8);
  const made = await db()
    .insert(candidates)
    .values(
      ['Worked', 'Assigned', 'Elsewhere', 'Stranger'].map((first) => ({
        tenantId,
        firstName: first,
        lastName: `Blocks ${tag}`,
        email: `${first.toLowerCase()}-${tag}@blocks.test`,
      })),
    )
    .returning({ id: candidates.id });
  const [worked, assigned, workedAtB, stranger] = atLeast(
    made.map((c) => c.id),
    4,
  );
  const clockIn = new Date(Date.now() - 30 * 86_400_000);
  const card = (candidateId: string, locationId: string) => ({
    tenantId,
    candidateId,
    locationId,
    position: 'Picker',
    clockIn,
    clockOut: new Date(clockIn.getTime() + 8 * 3_600_000),
    source: 'manual',
  });
  await db()
    .insert(timecards)
    .values([card(worked, mine[0]!.id), card(workedAtB, siteB.id)]);
  const shift = (await db().select({ id: shifts.id }).from(shifts).where(eq(shifts.locationId, mine[1]!.id)).limit(1))[0]!;
  await db().insert(shiftAssignments).values({ tenantId, shiftId: shift.id, candidateId: assigned, status: 'declined' });
  return {
    tenantId,
    companyA: me.companyId,
    companyB: other.id,
    siteA1: mine[0]!.id,
    siteA2: mine[1]!.id,
    siteB: siteB.id,
    worked,
    assigned,
    workedAtB,
    stranger,
  };
}

/** Removes the file's workers (their cards, assignments and blocks go with them). */
export async function dropWorld(w: BlockWorld): Promise<void> {
  const ids = [w.worked, w.assigned, w.workedAtB, w.stranger].filter(Boolean);
  if (ids.length) await db().delete(candidates).where(inArray(candidates.id, ids));
}
