import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { permissionsFor } from '@/lib/auth/contact-permissions';
import { contactLocationIds as scopeLocations } from '@/lib/auth/contact-scope';
import { db } from '@/lib/db/client';
import { candidates, companies, contactProfiles, jobs, locations, users } from '@/lib/db/schema';
import type { ClientScope } from '@/lib/placements/scope';
import { contactLocationIds, tenantBySlug } from './time-helpers';
import { theRow } from '@/lib/db/rows';

/**
 * The case of the security finding (issue 9, finding 7): a site of the demo contact's own client company
 * (Northwind Logistics) that she is NOT assigned to. Made per test file and deleted after it (rows made
 * there go with it by cascade), and named to sort last so `unassignedLocation` of other files is unchanged.
 */
export type HiddenSite = {
  tag: string;
  acmeId: string;
  northwind: string;
  /** The hidden site. */
  id: string;
  /** The contact's assigned locations. */
  assigned: string[];
  /** contact@acme.test as the database knows her. */
  contact: { userId: string; contactId: string };
};

export function hiddenSite(): HiddenSite {
  const site: HiddenSite = {
    tag: randomUUID().slice(0, 8),
    acmeId: '',
    northwind: '',
    id: '',
    assigned: [],
    contact: { userId: '', contactId: '' },
  };
  beforeAll(async () => {
    site.acmeId = (await tenantBySlug('acme')).id;
    const co = theRow(
      await db()
        .select({ id: companies.id })
        .from(companies)
        .where(and(eq(companies.tenantId, site.acmeId), eq(companies.name, 'Northwind Logistics'))),
    );
    site.northwind = co.id;
    const user = theRow(
      await db()
        .select({ id: users.id, contactId: users.contactId })
        .from(users)
        .where(and(eq(users.tenantId, site.acmeId), eq(users.email, 'contact@acme.test'))),
    );
    site.contact = { userId: user.id, contactId: String(user.contactId) };
    site.assigned = await contactLocationIds('acme');
    const loc = theRow(
      await db()
        .insert(locations)
        .values({ tenantId: site.acmeId, companyId: site.northwind, name: `Zz Unassigned Dock ${site.tag}`, timezone: 'America/New_York' })
        .returning({ id: locations.id }),
    );
    site.id = loc.id;
  });
  afterAll(async () => {
    // Jobs keep their row when a location goes (set null): remove ours first so none is left location-less.
    await db()
      .delete(jobs)
      .where(and(eq(jobs.tenantId, site.acmeId), eq(jobs.locationId, site.id)));
    await db()
      .delete(locations)
      .where(and(eq(locations.tenantId, site.acmeId), eq(locations.id, site.id)));
  });
  return site;
}

/** The contact's placements/orders scope, built by the one helper the routes use, with her saved switches. */
export async function contactScope(site: HiddenSite): Promise<ClientScope> {
  const locationIds = await scopeLocations(db(), { role: 'company_contact', tenantId: site.acmeId, contactId: site.contact.contactId });
  const [profile] = await db()
    .select({ settings: contactProfiles.settings })
    .from(contactProfiles)
    .where(and(eq(contactProfiles.tenantId, site.acmeId), eq(contactProfiles.contactId, site.contact.contactId)));
  return {
    tenantId: site.acmeId,
    userId: site.contact.userId,
    role: 'company_contact',
    locationIds,
    permissions: permissionsFor('company_contact', profile?.settings),
  };
}

/** A worker of our own, so no other file's rows change what a test asserts. */
export async function makeWorker(site: HiddenSite, last: string): Promise<string> {
  const row = theRow(
    await db()
      .insert(candidates)
      .values({ tenantId: site.acmeId, firstName: `Scope${site.tag}`, lastName: last, email: `${randomUUID()}@fixture.test` })
      .returning({ id: candidates.id }),
  );
  return row.id;
}
