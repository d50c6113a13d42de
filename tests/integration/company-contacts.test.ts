import { and, asc, eq, inArray } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as timesheetList from '@/app/api/main/client-portal/timesheets/v2/route';
import * as companyLocations from '@/app/api/main/companies/[id]/locations/route';
import * as companiesRoute from '@/app/api/main/companies/route';
import * as assignRoute from '@/app/api/on-demand/company-contacts/[id]/assign/route';
import * as avatarRoute from '@/app/api/on-demand/company-contacts/[id]/avatar/route';
import * as conversationsRoute from '@/app/api/on-demand/company-contacts/[id]/conversations/route';
import * as notesRoute from '@/app/api/on-demand/company-contacts/[id]/notes/route';
import * as restoreRoute from '@/app/api/on-demand/company-contacts/[id]/restore/route';
import * as one from '@/app/api/on-demand/company-contacts/[id]/route';
import * as settingsRoute from '@/app/api/on-demand/company-contacts/[id]/settings/route';
import * as unassignRoute from '@/app/api/on-demand/company-contacts/[id]/unassign/route';
import * as list from '@/app/api/on-demand/company-contacts/route';
import type { CompanyRow } from '@/lib/companies/schema';
import type { ContactMessage } from '@/lib/contacts/types';
import type { ContactDetail, ContactRow, ContactSettings } from '@/lib/contacts/schema';
import { db } from '@/lib/db/client';
import { contactLocations, contactProfiles, contacts, locations, mailbox, sessions, uploads, users } from '@/lib/db/schema';
import type { LocationRow } from '@/lib/locations/schema';
import type { NoteRow } from '@/lib/notes/schema';
import { storage } from '@/lib/storage';
import type { TimesheetRow } from '@/lib/timesheets/schema';
import { call, expectError, json, PNG_1X1, signIn } from './helpers';
import { contactLocationIds, type ErrorBody, type ListBody, makeTimesheet, signInAs, tenantBySlug } from './time-helpers';
import { theRow } from '@/lib/db/rows';

const BASE = '/api/on-demand/company-contacts';
const tag = randomUUID().slice(0, 8);
let admin = '';
let recruiter = '';
let contact = '';
let globexAdmin = '';
let acmeId = '';
let company = '';
let otherCompany = '';
let sites: [string, string] = ['', ''];
let foreignSite = '';
let globexContact = '';

async function ok<T>(res: Response): Promise<T> {
  const body = await json<T & ErrorBody>(res);
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body;
}

async function newCompany(name: string): Promise<string> {
  return (await ok<{ data: CompanyRow }>(await call(companiesRoute.POST, 'POST', '/api/main/companies', { token: admin, body: { name } })))
    .data._id;
}
async function newLocation(companyId: string, name: string): Promise<string> {
  const res = await call(companyLocations.POST, 'POST', `/api/main/companies/${companyId}/locations`, {
    token: admin,
    params: { id: companyId },
    body: { name },
  });
  return (await ok<{ data: LocationRow }>(res)).data._id;
}

const email = (label: string) => `${label}-${tag}@client.test`;
const input = (over: Record<string, unknown> = {}) => ({
  company_id: company,
  first_name: 'Robin',
  last_name: `Lake ${tag}`,
  email: email(randomUUID().slice(0, 6)),
  phone: '614 555 0101',
  title: 'Ops lead',
  ...over,
});
const post = (token: string | undefined, body: unknown) => call(list.POST, 'POST', BASE, { token, body });
const listAs = (token: string | undefined, query: Record<string, string> = {}) =>
  call(list.GET, 'GET', `${BASE}?${new URLSearchParams(query)}`, { token });
const at = (route: string) => (id: string) => `${BASE}/${id}${route}`;
const getOne = (token: string | undefined, id: string) => call(one.GET, 'GET', at('')(id), { token, params: { id } });
const putOne = (token: string | undefined, id: string, body: unknown) => call(one.PUT, 'PUT', at('')(id), { token, params: { id }, body });
const archive = (token: string | undefined, id: string) => call(one.DELETE, 'DELETE', at('')(id), { token, params: { id } });
const restore = (token: string | undefined, id: string) => call(restoreRoute.PUT, 'PUT', at('/restore')(id), { token, params: { id } });
const assign = (token: string | undefined, id: string, ids: string[]) =>
  call(assignRoute.PUT, 'PUT', at('/assign')(id), { token, params: { id }, body: { location_ids: ids } });
const unassign = (token: string | undefined, id: string, ids: string[]) =>
  call(unassignRoute.PUT, 'PUT', at('/unassign')(id), { token, params: { id }, body: { location_ids: ids } });
const putSettings = (token: string | undefined, id: string, body: unknown) =>
  call(settingsRoute.PUT, 'PUT', at('/settings')(id), { token, params: { id }, body });
const upload = (token: string | undefined, id: string, file: Blob, name = 'photo.png', field = 'avatar') => {
  const form = new FormData();
  form.set(field, file, name);
  return call(avatarRoute.POST, 'POST', at('/avatar')(id), { token, params: { id }, form });
};

async function created(over: Record<string, unknown> = {}): Promise<ContactDetail> {
  return (await ok<{ data: ContactDetail }>(await post(admin, input(over)))).data;
}

beforeAll(async () => {
  [admin, recruiter, contact, globexAdmin] = await Promise.all([
    signInAs('admin@acme.test'),
    signInAs('recruiter@acme.test'),
    signInAs('contact@acme.test'),
    signInAs('admin@globex.test'),
  ]);
  acmeId = (await tenantBySlug('acme')).id;
  company = await newCompany(`Contact Co ${tag}`);
  otherCompany = await newCompany(`Other Contact Co ${tag}`);
  sites = [await newLocation(company, 'Site A'), await newLocation(company, 'Site B')];
  foreignSite = await newLocation(otherCompany, 'Foreign site');
  const globexId = (await tenantBySlug('globex')).id;
  globexContact = theRow(
    await db().select({ id: contacts.id }).from(contacts).where(eq(contacts.tenantId, globexId)).orderBy(asc(contacts.email)).limit(1),
  ).id;
});

describe('company contacts: create, list, edit', () => {
  it('creates a contact and shows it with its company and the company locations, none assigned', async () => {
    const c = await created({ email: email('Create').toUpperCase() });
    expect(c).toMatchObject({
      company_id: company,
      company_name: `Contact Co ${tag}`,
      first_name: 'Robin',
      email: email('create'),
      archived_at: null,
      locations_count: 0,
      has_avatar: false,
      portal_access: false,
      name: `Robin Lake ${tag}`,
    });
    expect(c.locations.map((l) => [l._id, l.assigned])).toEqual([
      [sites[0], false],
      [sites[1], false],
    ]);
    expect((await ok<{ data: ContactDetail }>(await getOne(recruiter, c._id))).data._id).toBe(c._id);
  });

  it('filters by company and search, and hides archived contacts unless asked', async () => {
    const live = await created({ first_name: `Findable${tag}` });
    const gone = await created({ first_name: `Findable${tag}` });
    await ok(await archive(admin, gone._id));
    const active = await ok<ListBody<ContactRow>>(await listAs(admin, { search: `findable${tag}` }));
    expect(active.data.map((c) => c._id)).toEqual([live._id]);
    const archived = await ok<ListBody<ContactRow>>(await listAs(admin, { search: `findable${tag}`, archived: 'true' }));
    expect(archived.data.map((c) => c._id)).toEqual([gone._id]);
    const both = await ok<ListBody<ContactRow>>(await listAs(admin, { search: `findable${tag}`, archived: 'all' }));
    expect(both.meta.totalItems).toBe(2);
    const byCompany = await ok<ListBody<ContactRow>>(await listAs(admin, { company: otherCompany }));
    expect(byCompany.data).toEqual([]);
    const mine = await ok<ListBody<ContactRow>>(await listAs(admin, { company, per_page: '100' }));
    expect(mine.data.every((c) => c.company_id === company)).toBe(true);
    expect(mine.data.map((c) => c._id)).toContain(live._id);
    const all = await ok<ListBody<ContactRow>>(await listAs(admin, { per_page: '100', archived: 'all' }));
    expect(all.data.map((c) => c._id)).not.toContain(globexContact);
  });

  it('edits a contact; moving it to another company drops the old assignments', async () => {
    const c = await created();
    await ok(await assign(admin, c._id, [sites[0]]));
    const edited = (
      await ok<{ data: ContactDetail }>(await putOne(recruiter, c._id, { title: '', phone: null, last_name: `Renamed ${tag}` }))
    ).data;
    expect(edited).toMatchObject({ title: null, phone: null, last_name: `Renamed ${tag}`, locations_count: 1 });
    const moved = (await ok<{ data: ContactDetail }>(await putOne(admin, c._id, { company_id: otherCompany }))).data;
    expect(moved).toMatchObject({ company_id: otherCompany, locations_count: 0 });
    expect(moved.locations.map((l) => l._id)).toEqual([foreignSite]);
  });

  it('refuses a second live contact with the same email (409) and bad input (400)', async () => {
    const c = await created({ email: email('dupe') });
    await expectError(await post(admin, input({ email: email('DUPE') })), 409);
    const other = await created();
    await expectError(await putOne(admin, other._id, { email: c.email }), 409);
    const bad = await expectError(await post(admin, input({ email: 'not-an-email' })), 400);
    expect(bad.message).toContain('email');
    await expectError(await post(admin, input({ first_name: '' })), 400);
    await expectError(await post(admin, input({ company_id: 'nope' })), 400);
    await expectError(await post(admin, input({ company_id: randomUUID() })), 400);
    await expectError(await putOne(admin, c._id, {}), 400);
    await expectError(await listAs(admin, { archived: 'maybe' }), 400);
    await expectError(await listAs(admin, { company: 'x' }), 400);
  });

  it("is staff only (403 for a contact, 401 without a session) and 404 for another tenant's contact", async () => {
    const c = await created();
    await expectError(await listAs(contact), 403, 'forbidden');
    await expectError(await post(contact, input()), 403);
    await expectError(await getOne(contact, c._id), 403);
    await expectError(await assign(contact, c._id, [sites[0]]), 403);
    await expectError(await putSettings(contact, c._id, { portal_access: true }), 403);
    await expectError(await listAs(undefined), 401);
    await expectError(await getOne(undefined, c._id), 401);
    await expectError(await getOne(admin, globexContact), 404);
    await expectError(await putOne(admin, globexContact, { title: 'Mine' }), 404);
    await expectError(await archive(admin, globexContact), 404);
    await expectError(await assign(admin, globexContact, [sites[0]]), 404);
    await expectError(await getOne(globexAdmin, c._id), 404);
    await expectError(await getOne(admin, 'not-an-id'), 404);
    await expectError(
      await post(admin, input({ company_id: (await db().select().from(contacts).where(eq(contacts.id, globexContact)))[0]!.companyId })),
      400,
    );
  });
});

describe('location assignment', () => {
  it("assigns and unassigns the company's locations", async () => {
    const c = await created();
    const both = (await ok<{ data: ContactDetail }>(await assign(admin, c._id, [sites[0], sites[1], sites[0]]))).data;
    expect(
      both.locations
        .filter((l) => l.assigned)
        .map((l) => l._id)
        .sort(),
    ).toEqual([...sites].sort());
    expect(both.locations_count).toBe(2);
    const again = (await ok<{ data: ContactDetail }>(await assign(admin, c._id, [sites[0]]))).data;
    expect(again.locations_count).toBe(2);
    const one = (await ok<{ data: ContactDetail }>(await unassign(recruiter, c._id, [sites[1]]))).data;
    expect(one.locations.filter((l) => l.assigned).map((l) => l._id)).toEqual([sites[0]]);
  });

  it('refuses a location of another company or another tenant (400), all or nothing', async () => {
    const c = await created();
    const bad = await expectError(await assign(admin, c._id, [sites[0], foreignSite]), 400, 'bad_request');
    expect(bad.message).toContain("contact's company");
    const globexLoc = theRow(
      await db()
        .select({ id: locations.id })
        .from(locations)
        .where(eq(locations.tenantId, (await tenantBySlug('globex')).id))
        .limit(1),
    );
    await expectError(await assign(admin, c._id, [globexLoc.id]), 400);
    await expectError(await unassign(admin, c._id, [foreignSite]), 400);
    await expectError(await assign(admin, c._id, []), 400);
    await expectError(await assign(admin, c._id, ['x']), 400);
    expect((await ok<{ data: ContactDetail }>(await getOne(admin, c._id))).data.locations_count).toBe(0);
  });

  describe('changes what the demo contact sees in timesheets', () => {
    let demoContact = '';
    let original: string[] = [];

    beforeAll(async () => {
      // The seed links the demo contact's user to a contact row.
      demoContact = theRow(
        await db().select({ contactId: users.contactId }).from(users).where(eq(users.email, 'contact@acme.test')),
      ).contactId!;
      original = await contactLocationIds('acme');
    });

    // Put the demo contact's assignments back exactly as the seed made them, whatever happened above.
    afterAll(async () => {
      await db()
        .delete(contactLocations)
        .where(and(eq(contactLocations.tenantId, acmeId), eq(contactLocations.contactId, demoContact)));
      await db()
        .insert(contactLocations)
        .values(original.map((locationId) => ({ tenantId: acmeId, contactId: demoContact, locationId })));
      expect(await contactLocationIds('acme')).toEqual(original);
    });

    const contactSees = async (location: string, week: string) => {
      const res = await call(
        timesheetList.GET,
        'GET',
        `/api/main/client-portal/timesheets/v2?${new URLSearchParams({ location, dateRange: `${week} to ${week}` })}`,
        { token: contact },
      );
      return (await ok<ListBody<TimesheetRow>>(res)).data.map((r) => r._id);
    };

    it('unassigning a site hides its timesheets from the contact; assigning it shows them again', async () => {
      const site = original[0]!;
      const sheet = await makeTimesheet({ tenantId: acmeId, locationId: site });
      expect(await contactSees(site, sheet.weekStart)).toContain(sheet.id);

      const after = (await ok<{ data: ContactDetail }>(await unassign(admin, demoContact, [site]))).data;
      expect(after.locations.find((l) => l._id === site)?.assigned).toBe(false);
      expect(await contactSees(site, sheet.weekStart)).toEqual([]);

      await ok(await assign(admin, demoContact, [site]));
      expect(await contactSees(site, sheet.weekStart)).toContain(sheet.id);
      expect(await contactLocationIds('acme')).toEqual(original);
    });
  });
});

describe('archive and restore', () => {
  it('archives (deactivating the portal user and ending its sessions) and restores; invalid repeats are 409', async () => {
    const c = await created({ email: email('archived') });
    await ok(await putSettings(admin, c._id, { portal_access: true }));
    const token = await signIn(c.email, 'acme');
    expect((await listAs(token)).status).toBe(403);

    const archived = (await ok<{ data: ContactDetail }>(await archive(admin, c._id))).data;
    expect(archived.archived_at).not.toBeNull();
    expect(archived.portal_access).toBe(false);
    const user = theRow(
      await db()
        .select()
        .from(users)
        .where(and(eq(users.tenantId, acmeId), eq(users.contactId, c._id))),
    );
    expect(user.active).toBe(false);
    const live = await db().select().from(sessions).where(eq(sessions.userId, user.id));
    expect(live.every((s) => s.revokedAt !== null)).toBe(true);
    expect((await listAs(token)).status).toBe(401);

    await expectError(await archive(admin, c._id), 409, 'conflict');
    await expectError(await putOne(admin, c._id, { title: 'x' }), 409);
    await expectError(await assign(admin, c._id, [sites[0]]), 409);
    await expectError(await putSettings(admin, c._id, { portal_access: true }), 409);

    const restored = (await ok<{ data: ContactDetail }>(await restore(recruiter, c._id))).data;
    expect(restored.archived_at).toBeNull();
    expect(restored.portal_access).toBe(false);
    await expectError(await restore(admin, c._id), 409);
    await expectError(await restore(admin, globexContact), 404);
    await expectError(await restore(contact, c._id), 403);
  });
});

describe('settings and portal access', () => {
  const getSettings = (token: string | undefined, id: string) =>
    call(settingsRoute.GET, 'GET', at('/settings')(id), { token, params: { id } });

  it('saves the switches and keeps the ones not sent', async () => {
    const c = await created();
    const initial = (await ok<{ data: ContactSettings }>(await getSettings(admin, c._id))).data;
    expect(initial).toEqual({
      approveTimesheets: false,
      receiveTimesheetEmails: false,
      createOrders: false,
      portal_access: false,
      portal_user: null,
    });
    await ok(await putSettings(admin, c._id, { approveTimesheets: true, createOrders: true }));
    const next = (
      await ok<{ data: ContactSettings }>(await putSettings(recruiter, c._id, { createOrders: false, receiveTimesheetEmails: true }))
    ).data;
    expect(next).toMatchObject({ approveTimesheets: true, receiveTimesheetEmails: true, createOrders: false });
    await expectError(await putSettings(admin, c._id, { approveTimesheets: 'yes' }), 400);
    await expectError(await putSettings(admin, c._id, {}), 400);
    await expectError(await getSettings(admin, globexContact), 404);
    await expectError(await getSettings(undefined, c._id), 401);
  });

  it('portal access creates a Company Contact user that can sign in, and turning it off deactivates it', async () => {
    const c = await created({ email: email('portal') });
    const on = (await ok<{ data: ContactSettings }>(await putSettings(admin, c._id, { portal_access: true }))).data;
    expect(on.portal_access).toBe(true);
    const user = theRow(
      await db()
        .select()
        .from(users)
        .where(and(eq(users.tenantId, acmeId), eq(users.email, c.email))),
    );
    expect(user).toMatchObject({ roleId: 4, isContact: true, contactId: c._id, active: true, username: c.name });
    expect(on.portal_user).toMatchObject({ _id: user.id, email: c.email, active: true });
    expect((await ok<{ data: ContactRow }>(await getOne(admin, c._id))).data.portal_access).toBe(true);
    await signIn(c.email, 'acme');

    const off = (await ok<{ data: ContactSettings }>(await putSettings(admin, c._id, { portal_access: false }))).data;
    expect(off).toMatchObject({ portal_access: false, portal_user: { _id: user.id, active: false } });
    const again = (await ok<{ data: ContactSettings }>(await putSettings(admin, c._id, { portal_access: true }))).data;
    expect(again.portal_user?._id).toBe(user.id);
    expect(
      await db()
        .select()
        .from(users)
        .where(and(eq(users.tenantId, acmeId), eq(users.email, c.email))),
    ).toHaveLength(1);
  });

  it('refuses portal access when another user already signs in with that email (409)', async () => {
    const c = await created({ email: 'recruiter@acme.test' });
    await expectError(await putSettings(admin, c._id, { portal_access: true }), 409);
    const row = theRow(
      await db()
        .select()
        .from(users)
        .where(and(eq(users.tenantId, acmeId), eq(users.email, 'recruiter@acme.test'))),
    );
    expect(row.roleId).toBe(3);
  });
});

describe('notes and conversations', () => {
  it('adds and lists notes of a contact (generic notes, subject contact)', async () => {
    const c = await created();
    const note = (
      await ok<{ data: NoteRow }>(
        await call(notesRoute.POST, 'POST', at('/notes')(c._id), {
          token: recruiter,
          params: { id: c._id },
          body: { body: 'Prefers calls before 9am' },
        }),
      )
    ).data;
    expect(note).toMatchObject({ subject_type: 'contact', subject_id: c._id, body: 'Prefers calls before 9am' });
    const listed = await ok<ListBody<NoteRow>>(
      await call(notesRoute.GET, 'GET', at('/notes')(c._id), { token: admin, params: { id: c._id } }),
    );
    expect(listed.data.map((n) => n._id)).toEqual([note._id]);
    await expectError(
      await call(notesRoute.POST, 'POST', at('/notes')(c._id), { token: admin, params: { id: c._id }, body: { body: ' ' } }),
      400,
    );
    await expectError(
      await call(notesRoute.POST, 'POST', at('/notes')(globexContact), {
        token: admin,
        params: { id: globexContact },
        body: { body: 'x' },
      }),
      404,
    );
    await expectError(await call(notesRoute.GET, 'GET', at('/notes')(c._id), { token: contact, params: { id: c._id } }), 403);
  });

  it('sends an email to the contact and keeps it in the conversation', async () => {
    const c = await created({ email: email('mail') });
    const sent = (
      await ok<{ data: ContactMessage }>(
        await call(conversationsRoute.POST, 'POST', at('/conversations')(c._id), {
          token: admin,
          params: { id: c._id },
          body: { body: `Shift reminder ${tag}` },
        }),
      )
    ).data;
    expect(sent).toMatchObject({ direction: 'outbound', channel: 'email', body: `Shift reminder ${tag}` });
    const mail = theRow(await db().select().from(mailbox).where(eq(mailbox.to, c.email)));
    expect(mail.text).toContain(`Shift reminder ${tag}`);
    const listed = await ok<ListBody<ContactMessage>>(
      await call(conversationsRoute.GET, 'GET', at('/conversations')(c._id), { token: recruiter, params: { id: c._id } }),
    );
    expect(listed.data.map((m) => m._id)).toEqual([sent._id]);
    await expectError(
      await call(conversationsRoute.POST, 'POST', at('/conversations')(c._id), { token: admin, params: { id: c._id }, body: {} }),
      400,
    );
    await expectError(
      await call(conversationsRoute.GET, 'GET', at('/conversations')(globexContact), { token: admin, params: { id: globexContact } }),
      404,
    );
    await expectError(
      await call(conversationsRoute.POST, 'POST', at('/conversations')(c._id), {
        token: contact,
        params: { id: c._id },
        body: { body: 'x' },
      }),
      403,
    );
  });
});

describe('avatar', () => {
  const png = () => new Blob([PNG_1X1], { type: 'image/png' });
  const getAvatar = (token: string | undefined, id: string) => call(avatarRoute.GET, 'GET', at('/avatar')(id), { token, params: { id } });

  it('stores a PNG and serves it inline with its checked type and nosniff', async () => {
    const c = await created();
    await expectError(await getAvatar(admin, c._id), 404);
    await ok(await upload(admin, c._id, png()));
    const res = await getAvatar(recruiter, c._id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-disposition')).toMatch(/^inline/);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PNG_1X1);
    expect((await ok<{ data: ContactRow }>(await getOne(admin, c._id))).data.has_avatar).toBe(true);
  });

  it('replacing the photo removes the old upload, its row and its bytes', async () => {
    const c = await created();
    await ok(await upload(admin, c._id, png()));
    const first = theRow(
      await db()
        .select({ upload: uploads })
        .from(contactProfiles)
        .innerJoin(uploads, eq(uploads.id, contactProfiles.avatarUploadId))
        .where(eq(contactProfiles.contactId, c._id)),
    );
    expect(await storage().get(first.upload.storageKey)).not.toBeNull();
    await ok(await upload(admin, c._id, png(), 'second.png'));
    expect(await db().select().from(uploads).where(eq(uploads.id, first.upload.id))).toEqual([]);
    expect(await storage().get(first.upload.storageKey)).toBeNull();
    expect((await getAvatar(admin, c._id)).status).toBe(200);
  });

  it('refuses a script disguised as an image, an SVG, an oversized file and a missing part (400)', async () => {
    const c = await created();
    await expectError(await upload(admin, c._id, new Blob(['<script>alert(1)</script>'], { type: 'image/png' }), 'evil.png'), 400);
    await expectError(
      await upload(
        admin,
        c._id,
        new Blob(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], { type: 'image/svg+xml' }),
        'x.svg',
      ),
      400,
    );
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(PNG_1X1);
    const tooBig = await expectError(await upload(admin, c._id, new Blob([big], { type: 'image/png' })), 400);
    expect(tooBig.message).toContain('larger');
    await expectError(await upload(admin, c._id, png(), 'a.png', 'other'), 400);
    await expectError(
      await call(avatarRoute.POST, 'POST', at('/avatar')(c._id), { token: admin, params: { id: c._id }, body: { avatar: 'x' } }),
      400,
    );
    await expectError(await getAvatar(admin, c._id), 404);
  });

  it("is 403 for a contact, 401 without a session, 404 for another tenant's contact", async () => {
    const c = await created();
    await expectError(await upload(contact, c._id, png()), 403);
    await expectError(await upload(undefined, c._id, png()), 401);
    await expectError(await upload(admin, globexContact, png()), 404);
    await expectError(await getAvatar(admin, globexContact), 404);
    await expectError(await getAvatar(contact, c._id), 403);
    const rows = await db()
      .select()
      .from(contacts)
      .where(inArray(contacts.id, [globexContact]));
    expect(rows).toHaveLength(1);
  });
});
