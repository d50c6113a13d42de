import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import * as companyLocations from '@/app/api/main/companies/[id]/locations/route';
import * as companiesRoute from '@/app/api/main/companies/route';
import * as assignRoute from '@/app/api/on-demand/company-contacts/[id]/assign/route';
import * as settingsRoute from '@/app/api/on-demand/company-contacts/[id]/settings/route';
import * as contactsRoute from '@/app/api/on-demand/company-contacts/route';
import type { ContactPermissions } from '@/lib/auth/contact-permissions';
import { db } from '@/lib/db/client';
import { companies, users } from '@/lib/db/schema';
import { call, json, signIn } from './helpers';
import { theRow } from '@/lib/db/rows';

/**
 * A client company of its own with two locations, and Company Contacts with portal users made through
 * the admin API (create, assign, settings), so a test sets each contact switch itself and no other
 * file's rows (or the demo contact) take part. `cleanUp` removes all of it.
 */
export type PermissionWorld = { tag: string; tenant: string; companyId: string; sites: [string, string]; userIds: string[] };

export type PortalContact = { contactId: string; userId: string; email: string; token: string };

const BASE = '/api/on-demand/company-contacts';

async function ok<T>(res: Response): Promise<T> {
  const body = await json<T>(res);
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body;
}

export async function permissionWorld(admin: string, tenant: string): Promise<PermissionWorld> {
  const tag = randomUUID().slice(0, 8);
  const company = (
    await ok<{ data: { _id: string } }>(
      await call(companiesRoute.POST, 'POST', '/api/main/companies', { token: admin, body: { name: `Permissions ${tag}` } }),
    )
  ).data._id;
  const site = async (name: string) =>
    (
      await ok<{ data: { _id: string } }>(
        await call(companyLocations.POST, 'POST', `/api/main/companies/${company}/locations`, {
          token: admin,
          params: { id: company },
          body: { name: `${name} ${tag}` },
        }),
      )
    ).data._id;
  return { tag, tenant, companyId: company, sites: [await site('North Dock'), await site('South Dock')], userIds: [] };
}

/** Saves a contact's switches through the settings route, as an admin does on the contact's settings tab. */
export async function setPermissions(
  admin: string,
  contactId: string,
  settings: Partial<ContactPermissions> & { portal_access?: boolean },
): Promise<void> {
  await ok(
    await call(settingsRoute.PUT, 'PUT', `${BASE}/${contactId}/settings`, { token: admin, params: { id: contactId }, body: settings }),
  );
}

/** A contact of the world's company at `locations`, with portal access and the given switches, signed in. */
export async function portalContact(
  world: PermissionWorld,
  admin: string,
  label: string,
  locations: string[],
  permissions: Partial<ContactPermissions>,
): Promise<PortalContact> {
  const email = `${label}-${world.tag}@perm.test`;
  const created = await ok<{ data: { _id: string } }>(
    await call(contactsRoute.POST, 'POST', BASE, {
      token: admin,
      body: { company_id: world.companyId, first_name: label, last_name: `Perm ${world.tag}`, email },
    }),
  );
  const contactId = created.data._id;
  if (locations.length)
    await ok(
      await call(assignRoute.PUT, 'PUT', `${BASE}/${contactId}/assign`, {
        token: admin,
        params: { id: contactId },
        body: { location_ids: locations },
      }),
    );
  await setPermissions(admin, contactId, { ...permissions, portal_access: true });
  const user = theRow(
    await db()
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, email), eq(users.contactId, contactId))),
  );
  world.userIds.push(user.id);
  return { contactId, userId: user.id, email, token: await signIn(email, world.tenant) };
}

/** The company goes with its locations, contacts, timesheets and orders (cascade); then the portal users. */
export async function cleanUp(world: PermissionWorld | undefined): Promise<void> {
  if (!world) return;
  await db().delete(companies).where(eq(companies.id, world.companyId));
  if (world.userIds.length) await db().delete(users).where(inArray(users.id, world.userIds));
}
