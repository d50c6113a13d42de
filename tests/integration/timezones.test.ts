import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as companyLocations from '@/app/api/main/companies/[id]/locations/route';
import * as settings from '@/app/api/main/client-portal/[company_id]/settings/route';
import * as timezones from '@/app/api/main/timezones/route';
import * as locationsRoute from '@/app/api/on-demand/locations/route';
import { db } from '@/lib/db/client';
import { companies } from '@/lib/db/schema';
import type { LocationRow } from '@/lib/locations/schema';
import type { TimeZoneOption } from '@/lib/timezones/list';
import { call, expectError, json, signIn } from './helpers';
import { tenantBySlug } from './time-helpers';

// Globex: its tenant time zone moves here and is put back after.
const COMPANY = 'globex';
let admin = '';
let contact = '';
let companyId = '';
beforeAll(async () => {
  [admin, contact] = await Promise.all([signIn(`admin@${COMPANY}.test`, COMPANY), signIn(`contact@${COMPANY}.test`, COMPANY)]);
  const tenant = await tenantBySlug(COMPANY);
  companyId = (
    await db()
      .select({ id: companies.id })
      .from(companies)
      .where(and(eq(companies.tenantId, tenant.id)))
      .limit(1)
  )[0]!.id;
});

const putZone = (timezone: unknown) => {
  const f = new FormData();
  f.set('general', JSON.stringify({ timezone }));
  return call(settings.PUT, 'PUT', `/api/main/client-portal/${COMPANY}/settings`, {
    token: admin,
    form: f,
    params: { company_id: COMPANY },
  });
};
const addLocation = (body: Record<string, unknown>) =>
  call(companyLocations.POST, 'POST', `/api/main/companies/${companyId}/locations`, { token: admin, params: { id: companyId }, body });

afterAll(async () => {
  expect((await putZone('America/New_York')).status).toBe(200);
});

describe('GET /api/main/timezones (SPEC §3)', () => {
  it('lists every zone with its offset, west to east, for any signed-in user', async () => {
    const res = await call(timezones.GET, 'GET', '/api/main/timezones', { token: contact });
    expect(res.status).toBe(200);
    const body = await json<{ data: TimeZoneOption[]; meta: { totalItems: number } }>(res);
    expect(body.meta.totalItems).toBe(body.data.length);
    expect(body.data.length).toBeGreaterThan(300);
    const byName = new Map(body.data.map((z) => [z.value, z]));
    expect(byName.get('UTC')).toEqual({ value: 'UTC', label: '(UTC+00:00) UTC', offset_minutes: 0 });
    expect(byName.get('Asia/Kolkata')).toEqual({ value: 'Asia/Kolkata', label: '(UTC+05:30) Asia/Kolkata', offset_minutes: 330 });
    expect(byName.get('America/New_York')?.label).toMatch(/^\(UTC-0[45]:00\) America\/New York$/);
    // IANA's current names, not ICU's old ones.
    expect(byName.has('Asia/Calcutta')).toBe(false);
    expect(byName.has('Europe/Kyiv')).toBe(true);
    const offsets = body.data.map((z) => z.offset_minutes);
    expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
  });

  it('needs a session', async () => {
    await expectError(await call(timezones.GET, 'GET', '/api/main/timezones'), 401, 'unauthorized_access');
  });
});

describe("general.timezone: the tenant's time zone", () => {
  it("general.timezone: a location created without a time zone takes the tenant's", async () => {
    expect((await putZone('Europe/Berlin')).status).toBe(200);
    const made = await json<{ data: LocationRow }>(await addLocation({ name: 'Zone from the tenant' }));
    expect(made.data.timezone).toBe('Europe/Berlin');
    const onDemand = await json<{ data: LocationRow }>(
      await call(locationsRoute.POST, 'POST', '/api/on-demand/locations', {
        token: admin,
        body: { company_id: companyId, name: 'Zone from the tenant, on demand' },
      }),
    );
    expect(onDemand.data.timezone).toBe('Europe/Berlin');
    const chosen = await json<{ data: LocationRow }>(await addLocation({ name: 'Zone chosen', timezone: 'Asia/Tokyo' }));
    expect(chosen.data.timezone).toBe('Asia/Tokyo');
  });

  it('refuses a blank or unknown zone, for the tenant and for a location', async () => {
    await expectError(await putZone('Mars/Olympus_Mons'), 400);
    await expectError(await putZone(''), 400);
    await expectError(await addLocation({ name: 'No zone', timezone: '' }), 400);
    await expectError(await addLocation({ name: 'Bad zone', timezone: 'Mars/Olympus_Mons' }), 400);
  });
});
