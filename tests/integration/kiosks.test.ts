import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as companyLocations from '@/app/api/main/companies/[id]/locations/route';
import * as pinRoute from '@/app/api/main/companies/[id]/kiosks/[kioskId]/pin/route';
import * as kioskOne from '@/app/api/main/companies/[id]/kiosks/[kioskId]/route';
import * as kiosksRoute from '@/app/api/main/companies/[id]/kiosks/route';
import * as companiesRoute from '@/app/api/main/companies/route';
import type { CompanyRow } from '@/lib/companies/schema';
import { db } from '@/lib/db/client';
import { companies, kiosks } from '@/lib/db/schema';
import { verifyPin } from '@/lib/kiosks/pin';
import type { KioskRow, KioskWithPin } from '@/lib/kiosks/schema';
import type { LocationRow } from '@/lib/locations/schema';
import { call, expectError, json } from './helpers';
import { type ErrorBody, type ListBody, signInAs, tenantBySlug } from './time-helpers';
import { theRow } from '@/lib/db/rows';

const BASE = '/api/main/companies';
const tag = randomUUID().slice(0, 8);
let admin = '';
let recruiter = '';
let contact = '';
let company = '';
let otherCompany = '';
let globexCompany = '';
let location = '';
let otherLocation = '';

async function ok<T>(res: Response): Promise<T> {
  const body = await json<T & ErrorBody>(res);
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body;
}

async function newCompany(name: string): Promise<string> {
  return (await ok<{ data: CompanyRow }>(await call(companiesRoute.POST, 'POST', BASE, { token: admin, body: { name } }))).data._id;
}

async function newLocation(companyId: string, name: string): Promise<string> {
  return (
    await ok<{ data: LocationRow }>(
      await call(companyLocations.POST, 'POST', `${BASE}/${companyId}/locations`, {
        token: admin,
        params: { id: companyId },
        body: { name },
      }),
    )
  ).data._id;
}

beforeAll(async () => {
  [admin, recruiter, contact] = await Promise.all([
    signInAs('admin@acme.test'),
    signInAs('recruiter@acme.test'),
    signInAs('contact@acme.test'),
  ]);
  company = await newCompany(`Kiosk Co ${tag}`);
  otherCompany = await newCompany(`Other Kiosk Co ${tag}`);
  location = await newLocation(company, 'Main gate');
  otherLocation = await newLocation(otherCompany, 'Elsewhere');
  const globexId = (await tenantBySlug('globex')).id;
  globexCompany = theRow(
    await db().select({ id: companies.id }).from(companies).where(eq(companies.tenantId, globexId)).orderBy(asc(companies.name)).limit(1),
  ).id;
});

const path = (companyId: string) => `${BASE}/${companyId}/kiosks`;
const create = (token: string | undefined, companyId: string, body: unknown) =>
  call(kiosksRoute.POST, 'POST', path(companyId), { token, params: { id: companyId }, body });
const listRaw = (token: string | undefined, companyId: string) =>
  call(kiosksRoute.GET, 'GET', path(companyId), { token, params: { id: companyId } });
const resetPin = (token: string | undefined, companyId: string, kioskId: string, body: unknown = {}) =>
  call(pinRoute.PUT, 'PUT', `${path(companyId)}/${kioskId}/pin`, { token, params: { id: companyId, kioskId }, body });
const archive = (token: string | undefined, companyId: string, kioskId: string) =>
  call(kioskOne.DELETE, 'DELETE', `${path(companyId)}/${kioskId}`, { token, params: { id: companyId, kioskId } });

async function created(body: Record<string, unknown>): Promise<KioskWithPin> {
  return (await ok<{ data: KioskWithPin }>(await create(admin, company, body))).data;
}

async function storedHash(id: string): Promise<string> {
  const row = theRow(await db().select({ pinHash: kiosks.pinHash, pinHint: kiosks.pinHint }).from(kiosks).where(eq(kiosks.id, id)));
  return row.pinHash;
}

describe('kiosk PINs', () => {
  it('returns a chosen PIN once, stores only a salted scrypt hash and a two-digit hint', async () => {
    const kiosk = await created({ name: 'Front desk', location_id: location, pin: '048213' });
    expect(kiosk).toMatchObject({ name: 'Front desk', pin: '048213', pin_hint: '13', location_id: location, location_name: 'Main gate' });
    const hash = await storedHash(kiosk._id);
    expect(hash).not.toContain('048213');
    expect(hash).toMatch(/^scrypt\$/);
    expect(await verifyPin('048213', hash)).toBe(true);
    expect(await verifyPin('048214', hash)).toBe(false);
    // Same PIN, different salt: equal PINs are not recognisable from their hashes.
    const twin = await created({ name: 'Twin', pin: '048213' });
    expect(await storedHash(twin._id)).not.toBe(hash);
  });

  it('generates a six-digit PIN when none is given', async () => {
    const kiosk = await created({ name: 'Generated' });
    expect(kiosk.pin).toMatch(/^\d{6}$/);
    expect(kiosk.pin_hint).toBe(kiosk.pin.slice(-2));
    expect(kiosk.location_id).toBeNull();
    expect(await verifyPin(kiosk.pin, await storedHash(kiosk._id))).toBe(true);
  });

  it('never returns the PIN or its hash from the list', async () => {
    const kiosk = await created({ name: 'Secret', pin: '97531' });
    const res = await listRaw(recruiter, company);
    const text = await res.text();
    expect(res.status).toBe(200);
    const body = JSON.parse(text) as ListBody<KioskRow>;
    const row = body.data.find((k) => k._id === kiosk._id);
    expect(row).toMatchObject({ name: 'Secret', pin_hint: '31' });
    for (const k of body.data) {
      expect(k).not.toHaveProperty('pin');
      expect(k).not.toHaveProperty('pin_hash');
      expect(k).not.toHaveProperty('pinHash');
    }
    expect(text).not.toContain('scrypt');
    expect(text).not.toContain('97531');
  });

  it('resets the PIN: a new one once, the old one stops working', async () => {
    const kiosk = await created({ name: 'Reset me', pin: '1111' });
    const generated = (await ok<{ data: KioskWithPin }>(await resetPin(admin, company, kiosk._id))).data;
    expect(generated.pin).toMatch(/^\d{6}$/);
    expect(generated.pin_hint).toBe(generated.pin.slice(-2));
    const hash = await storedHash(kiosk._id);
    expect(await verifyPin('1111', hash)).toBe(false);
    expect(await verifyPin(generated.pin, hash)).toBe(true);
    const chosen = (await ok<{ data: KioskWithPin }>(await resetPin(recruiter, company, kiosk._id, { pin: '20250' }))).data;
    expect(chosen).toMatchObject({ pin: '20250', pin_hint: '50', _id: kiosk._id });
    expect(await verifyPin('20250', await storedHash(kiosk._id))).toBe(true);
  });

  it('refuses PINs that are not 4 to 8 digits, and a location of another company (400)', async () => {
    await expectError(await create(admin, company, { name: 'Short', pin: '123' }), 400);
    await expectError(await create(admin, company, { name: 'Long', pin: '123456789' }), 400);
    await expectError(await create(admin, company, { name: 'Letters', pin: '12a4' }), 400);
    await expectError(await create(admin, company, { name: 'Number', pin: 1234 }), 400);
    await expectError(await create(admin, company, { pin: '1234' }), 400);
    const wrongSite = await expectError(await create(admin, company, { name: 'Wrong site', location_id: otherLocation }), 400);
    expect(wrongSite.message).toContain('location_id');
    const kiosk = await created({ name: 'Valid' });
    await expectError(await resetPin(admin, company, kiosk._id, { pin: '12' }), 400);
  });

  it('archives a kiosk: it leaves the list, and nothing can change it any more (409)', async () => {
    const kiosk = await created({ name: `Archived ${tag}` });
    await ok(await archive(admin, company, kiosk._id));
    const list = await ok<ListBody<KioskRow>>(await listRaw(admin, company));
    expect(list.data.map((k) => k._id)).not.toContain(kiosk._id);
    await expectError(await archive(admin, company, kiosk._id), 409);
    await expectError(await resetPin(admin, company, kiosk._id), 409);
  });

  it("is 403 for a contact, 401 without a session, 404 for another tenant's company or another company's kiosk", async () => {
    const kiosk = await created({ name: 'Guarded' });
    await expectError(await listRaw(contact, company), 403);
    await expectError(await create(contact, company, { name: 'Spy' }), 403);
    await expectError(await resetPin(contact, company, kiosk._id), 403);
    await expectError(await archive(contact, company, kiosk._id), 403);
    await expectError(await listRaw(undefined, company), 401);
    await expectError(await resetPin(undefined, company, kiosk._id), 401);
    await expectError(await listRaw(admin, globexCompany), 404);
    await expectError(await create(admin, globexCompany, { name: 'Cross' }), 404);
    await expectError(await resetPin(admin, otherCompany, kiosk._id), 404);
    await expectError(await archive(admin, otherCompany, kiosk._id), 404);
    await expectError(await resetPin(admin, company, 'not-a-kiosk'), 404);
    expect(await verifyPin('0000', await storedHash(kiosk._id))).toBe(false);
  });
});
