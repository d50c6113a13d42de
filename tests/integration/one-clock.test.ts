import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runReminders } from '@/lib/approval-reminders/run';
import { db } from '@/lib/db/client';
import { candidates, companySettings, locations, timecards, users } from '@/lib/db/schema';
import { tenantTimeZone } from '@/lib/settings/time-zone';
import type { Scope } from '@/lib/timesheets/scope';
import { whoIsWorking } from '@/lib/timesheets/whos-working';
import * as profileZone from '@/app/api/main/client-portal/user/time-zone/route';
import { call, expectError, json, signIn } from './helpers';
import { approver, emailedFor, makeWorld, outboxOf, removeWorlds, sheet, type World } from './approval-reminder-fixtures';
import { locationsOf, tenantBySlug } from './time-helpers';

// DESIGN §8 "One clock": a site's day is the site's, never UTC's or the browser's.

let scope: Scope;
let siteId = '';
let worker = '';

// Kiritimati is UTC+14: at 20:00 UTC on 15 January it is already 10:00 on the 16th there, so the site's
// "today" began at 10:00 UTC on the 15th while UTC's began at 00:00.
const SITE_ZONE = 'Pacific/Kiritimati';
const NOW = new Date('2031-01-15T20:00:00Z');

beforeAll(async () => {
  const tenant = await tenantBySlug('acme');
  scope = { tenantId: tenant.id, tenantSlug: tenant.slug, tenantName: tenant.name, locationIds: null };
  const any = (await locationsOf(tenant.id))[0]!;
  const site = (
    await db()
      .insert(locations)
      .values({ tenantId: tenant.id, companyId: any.companyId, name: 'Line Islands Depot', timezone: SITE_ZONE })
      .returning({ id: locations.id })
  )[0]!;
  siteId = site.id;
  const c = (await db().select({ id: candidates.id }).from(candidates).where(eq(candidates.tenantId, tenant.id)).limit(1))[0]!;
  worker = c.id;
  const card = (clockIn: string, clockOut: string) => ({
    tenantId: tenant.id,
    candidateId: worker,
    locationId: siteId,
    position: 'Picker',
    clockIn: new Date(clockIn),
    clockOut: new Date(clockOut),
    source: 'manual',
  });
  await db()
    .insert(timecards)
    .values([
      // The UTC day's morning, but the site's yesterday (19:00–21:00 on the 15th at the site).
      card('2031-01-15T05:00:00Z', '2031-01-15T07:00:00Z'),
      // The site's today: 02:00–04:00 on the 16th at the site.
      card('2031-01-15T12:00:00Z', '2031-01-15T14:00:00Z'),
    ]);
});

describe("who's working: headcount today", () => {
  it("counts the site's day, not UTC's, and says whose day it counted", async () => {
    const board = await whoIsWorking(db(), scope, siteId, NOW);
    const { headcount, headcount_zone } = board.meta;
    expect(headcount_zone).toBe(SITE_ZONE);
    // The series starts at the site's midnight and runs to now, hour by hour.
    expect(headcount[0]!.hour).toBe('2031-01-15T10:00:00.000Z');
    expect(headcount.at(-1)?.hour).toBe('2031-01-15T20:00:00.000Z');
    const at = (hour: string) => headcount.find((h) => h.hour === hour)?.count;
    expect(at('2031-01-15T12:00:00.000Z')).toBe(1);
    expect(at('2031-01-15T13:00:00.000Z')).toBe(1);
    expect(at('2031-01-15T14:00:00.000Z')).toBe(0);
    // The UTC morning's card is the site's yesterday: no hour of today counts it.
    expect(headcount.some((h) => h.hour === '2031-01-15T05:00:00.000Z')).toBe(false);
  });

  it("every site's board counts the tenant's day", async () => {
    const board = await whoIsWorking(db(), scope, 'all', NOW);
    const zone = await tenantTimeZone(db(), scope.tenantId);
    expect(board.meta.headcount_zone).toBe(zone);
    const midnight = new Intl.DateTimeFormat('en-CA', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    expect(midnight.format(new Date(board.meta.headcount[0]!.hour))).toBe('00:00');
  });

  it('gives each row its site zone', async () => {
    const board = await whoIsWorking(db(), scope, 'all', new Date());
    for (const r of board.data) expect(typeof r.location_timezone).toBe('string');
  });
});

describe("the approval digest runs on the tenant's clock", () => {
  afterAll(removeWorlds);

  const inZone = (w: World, zone: string) =>
    db()
      .update(companySettings)
      .set({ data: sql`jsonb_set(${companySettings.data}, '{general}', ${JSON.stringify({ timezone: zone })}::jsonb)` })
      .where(eq(companySettings.tenantId, w.tenantId));

  it("goes on the tenant's Wednesday, which begins while UTC's is still Tuesday, once in that week", async () => {
    const w = await makeWorld({ approval_reminders: { digest_weekday: 'wednesday', due_soon_hours: 0, past_due_every_hours: 0 } });
    await inZone(w, 'Pacific/Auckland');
    const reader = await approver(w, 'reader', [w.sites[0]]);
    await sheet(w, w.sites[0], '2030-03-04');

    // Tuesday 12 March 2030 10:00 UTC is Tuesday 23:00 in Auckland (UTC+13 in March): not yet.
    await runReminders(db(), w.tenantId, { now: new Date('2030-03-12T10:00:00Z') });
    expect(await outboxOf(w, 'approval_digest')).toEqual([]);
    // 14:00 UTC, still Tuesday in UTC, is Wednesday 03:00 in Auckland: the digest goes.
    await runReminders(db(), w.tenantId, { now: new Date('2030-03-12T14:00:00Z') });
    expect(await emailedFor(w, 'approval_digest')).toEqual([reader.userId]);
    // Wednesday 12:00 UTC is Thursday 01:00 in Auckland: the week's digest has gone and it is no longer the day.
    await runReminders(db(), w.tenantId, { now: new Date('2030-03-13T12:00:00Z') });
    expect(await emailedFor(w, 'approval_digest')).toEqual([reader.userId]);
  });

  it("a tenant west of UTC gets it on its own Wednesday, not UTC's", async () => {
    const w = await makeWorld({ approval_reminders: { digest_weekday: 'wednesday', due_soon_hours: 0, past_due_every_hours: 0 } });
    await inZone(w, 'America/Los_Angeles');
    await approver(w, 'reader', [w.sites[0]]);
    await sheet(w, w.sites[0], '2030-03-04');
    // Wednesday 13 March 03:00 UTC is Tuesday 20:00 in Los Angeles.
    await runReminders(db(), w.tenantId, { now: new Date('2030-03-13T03:00:00Z') });
    expect(await outboxOf(w, 'approval_digest')).toEqual([]);
    await runReminders(db(), w.tenantId, { now: new Date('2030-03-13T08:00:00Z') });
    expect(await emailedFor(w, 'approval_digest')).toHaveLength(1);
  });
});

describe("the viewer's zone (profile): times not tied to a site", () => {
  const PATH = '/api/main/client-portal/user/time-zone';
  type Zone = { time_zone: string | null; effective: string; tenant: string };
  const get = async (token: string) => (await json<{ data: Zone }>(await call(profileZone.GET, 'GET', PATH, { token }))).data;
  const put = (token: string, body: unknown, headers: Record<string, string> = {}) =>
    call(profileZone.PUT, 'PUT', PATH, { token, body, headers });

  it("defaults to the tenant's zone, is set and cleared by the user, and is hers alone", async () => {
    const [contact, admin] = await Promise.all([signIn('contact@acme.test'), signIn('admin@acme.test')]);
    const tenant = await tenantTimeZone(db(), scope.tenantId);
    expect(await get(contact)).toEqual({ time_zone: null, effective: tenant, tenant });

    const saved = await put(contact, { time_zone: 'Asia/Tokyo' });
    expect(saved.status).toBe(200);
    expect((await json<{ data: Zone }>(saved)).data).toEqual({ time_zone: 'Asia/Tokyo', effective: 'Asia/Tokyo', tenant });
    expect(await get(contact)).toMatchObject({ time_zone: 'Asia/Tokyo', effective: 'Asia/Tokyo' });
    const row = (
      await db()
        .select({ zone: users.timeZone })
        .from(users)
        .where(and(eq(users.tenantId, scope.tenantId), eq(users.email, 'contact@acme.test')))
    )[0]!;
    expect(row.zone).toBe('Asia/Tokyo');
    // Another user of the tenant still reads the tenant's zone.
    expect((await get(admin)).effective).toBe(tenant);

    expect((await put(contact, { time_zone: null })).status).toBe(200);
    expect(await get(contact)).toEqual({ time_zone: null, effective: tenant, tenant });
  });

  it('an unknown or blank zone is 400 with the message in her language, and nothing changes', async () => {
    const contact = await signIn('contact@acme.test');
    await put(contact, { time_zone: 'Pacific/Honolulu' });
    const de = await expectError(await put(contact, { time_zone: 'Mars/Olympus_Mons' }, { 'accept-language': 'de' }), 400);
    expect(de.message).toContain('IANA-Zeitzone');
    const en = await expectError(await put(contact, { time_zone: '' }, { 'accept-language': 'en' }), 400);
    expect(en.message).toMatch(/required|IANA/);
    await expectError(await put(contact, { zone: 'Asia/Tokyo' }), 400);
    expect((await get(contact)).time_zone).toBe('Pacific/Honolulu');
    await put(contact, { time_zone: null });
  });

  it('needs a session', async () => {
    await expectError(await call(profileZone.GET, 'GET', PATH), 401);
    await expectError(await call(profileZone.PUT, 'PUT', PATH, { body: { time_zone: 'UTC' } }), 401);
  });
});
