import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as todos from '@/app/api/main/todos/route';
import * as whosWorking from '@/app/api/main/client-portal/whos-working/route';
import { db } from '@/lib/db/client';
import { candidates, locations, timecards, todos as todoRows, users } from '@/lib/db/schema';
import { dateIn } from '@/lib/schema-kit/timezone';
import { readerTimeZone, readerToday } from '@/lib/settings/reader-zone';
import { tenantTimeZone } from '@/lib/settings/time-zone';
import type { Scope } from '@/lib/timesheets/scope';
import type { WhoIsWorkingHistory } from '@/lib/timesheets/schema';
import { whoWorkedToday } from '@/lib/timesheets/whos-working';
import type { TodoRow } from '@/lib/todos/schema';
import { bodyOf } from './fixtures';
import { call, signIn, userByEmail } from './helpers';
import { locationsOf, tenantBySlug } from './time-helpers';
import { atLeast } from '@/tests/support/present';

// Issue 22 item 2, "one clock": a day not tied to a site is the reader's on her chosen zone (users.time_zone),
// else the tenant's, never the browser's (its `tz` cookie and X-Timezone header are sent here from Honolulu and
// change nothing); a day tied to a site is the site's.
//
// The hard instant: Monday 00:30 UTC. It is Monday 09:30 in Tokyo, Sunday 14:30 in Honolulu, and Sunday 23:30
// at a site in Cape Verde (UTC-1 all year), the last half hour of the site's Sunday. The next such Monday after
// now is taken, so a session signed in now is still valid at that instant (the clock is injected: vi's Date).

const TOKYO = 'Asia/Tokyo';
const HONOLULU = 'Pacific/Honolulu';
const CAPE_VERDE = 'Atlantic/Cape_Verde';
const DAY_MS = 86_400_000;

function nextMondayHalfPastMidnightUtc(from = new Date()): Date {
  const d = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate(), 0, 30));
  while (d.getUTCDay() !== 1 || d <= from) d.setTime(d.getTime() + DAY_MS);
  return d;
}

const MONDAY = nextMondayHalfPastMidnightUtc();
const monday = MONDAY.toISOString().slice(0, 10);
const sunday = new Date(MONDAY.getTime() - DAY_MS).toISOString().slice(0, 10);
const tag = randomUUID().slice(0, 8);
/** The far browser: the cookie the old portal wrote and the header its API client sends. */
const fromHonolulu = (token: string) => ({ cookie: `session=${token}; tz=${encodeURIComponent(HONOLULU)}`, 'x-timezone': HONOLULU });

let tenantId = '';
let tenantZone = '';
const reader = { tokyo: { id: '', token: '' }, plain: { id: '', token: '' } };
let capeSite = '';
let tokyoSite = '';

beforeAll(async () => {
  const tenant = await tenantBySlug('acme');
  tenantId = tenant.id;
  tenantZone = await tenantTimeZone(db(), tenantId);
  const { user: recruiter } = await userByEmail('recruiter@acme.test');
  const made = await db()
    .insert(users)
    .values([
      { tenantId, email: `tokyo.${tag}@staff.test`, username: `Tokyo ${tag}`, roleId: recruiter.roleId, timeZone: TOKYO },
      { tenantId, email: `plain.${tag}@staff.test`, username: `Plain ${tag}`, roleId: recruiter.roleId },
    ])
    .returning({ id: users.id, email: users.email });
  reader.tokyo.id = made[0]!.id;
  reader.plain.id = made[1]!.id;
  reader.tokyo.token = await signIn(made[0]!.email, 'acme');
  reader.plain.token = await signIn(made[1]!.email, 'acme');

  const any = (await locationsOf(tenantId))[0]!;
  const sites = await db()
    .insert(locations)
    .values([
      { tenantId, companyId: any.companyId, name: `Praia ${tag}`, timezone: CAPE_VERDE },
      { tenantId, companyId: any.companyId, name: `Koto ${tag}`, timezone: TOKYO },
    ])
    .returning({ id: locations.id });
  [capeSite, tokyoSite] = atLeast(
    sites.map((s) => s.id),
    2,
  );
  const worker = (await db().select({ id: candidates.id }).from(candidates).where(eq(candidates.tenantId, tenantId)).limit(1))[0]!;
  const card = (locationId: string, clockIn: string) => ({
    tenantId,
    candidateId: worker.id,
    locationId,
    position: 'Picker',
    clockIn: new Date(clockIn),
    clockOut: new Date(Date.parse(clockIn) + 30 * 60_000),
    source: 'manual',
  });
  await db()
    .insert(timecards)
    .values([
      // Sunday 22:00–22:30 at Cape Verde (23:00 UTC): the site's today at the instant.
      card(capeSite, `${sunday}T23:00:00Z`),
      // Saturday 22:00 at Cape Verde: the site's yesterday.
      card(capeSite, new Date(Date.parse(`${sunday}T23:00:00Z`) - DAY_MS).toISOString()),
      // Monday 08:00 in Tokyo (Sunday 23:00 UTC): the Tokyo site's today, already Monday.
      card(tokyoSite, `${sunday}T23:00:00Z`),
    ]);
});

afterEach(() => {
  vi.useRealTimers();
});

afterAll(async () => {
  const ids = [reader.tokyo.id, reader.plain.id].filter(Boolean);
  const sites = [capeSite, tokyoSite].filter(Boolean);
  if (ids.length === 0 || sites.length === 0) return;
  await db()
    .delete(todoRows)
    .where(and(eq(todoRows.tenantId, tenantId), inArray(todoRows.createdBy, ids)));
  await db()
    .delete(timecards)
    .where(and(eq(timecards.tenantId, tenantId), inArray(timecards.locationId, sites)));
  await db().delete(locations).where(inArray(locations.id, sites));
  await db().delete(users).where(inArray(users.id, ids));
});

describe("the reader's clock (not tied to a site)", () => {
  it('is her chosen zone, else the tenant’s', async () => {
    expect(await readerTimeZone(db(), { tenantId, userId: reader.tokyo.id })).toBe(TOKYO);
    expect(await readerTimeZone(db(), { tenantId, userId: reader.plain.id })).toBe(tenantZone);
  });

  it("gives Tokyo's today to a Tokyo reader at Monday 00:30 UTC, and the tenant's today to one without a zone", async () => {
    expect(await readerToday(db(), { tenantId, userId: reader.tokyo.id }, MONDAY)).toEqual({ zone: TOKYO, today: monday });
    expect(await readerToday(db(), { tenantId, userId: reader.plain.id }, MONDAY)).toEqual({
      zone: tenantZone,
      today: dateIn(tenantZone, MONDAY),
    });
  });

  it("GET /todos flags overdue on the reader's day, whatever the browser's zone says", async () => {
    const add = (who: { token: string }) =>
      call(todos.POST, 'POST', '/api/main/todos', {
        headers: fromHonolulu(who.token),
        body: { title: `Due Sunday ${tag}`, assignee_id: null, due_date: sunday },
      });
    for (const who of [reader.tokyo, reader.plain]) expect((await add(who)).status).toBeLessThan(300);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(MONDAY);
    const mine = async (who: { token: string }) =>
      (
        await bodyOf<{ data: TodoRow[] }>(
          await call(todos.GET, 'GET', `/api/main/todos?assignee=all&state=all&search=${tag}`, { headers: fromHonolulu(who.token) }),
        )
      ).data.filter((t) => t.title === `Due Sunday ${tag}`);
    // Monday 09:30 in Tokyo: a to-do due Sunday is overdue (in Honolulu it is still Sunday: it would not be).
    const tokyo = await mine(reader.tokyo);
    expect(tokyo.length).toBeGreaterThan(0);
    for (const t of tokyo) expect(t.overdue).toBe(true);
    // Without a zone of her own: the tenant's day at that instant decides.
    const plain = await mine(reader.plain);
    expect(plain.length).toBeGreaterThan(0);
    for (const t of plain) expect(t.overdue).toBe(dateIn(tenantZone, MONDAY) > sunday);
  });
});

describe("who's working history: today is each site's", () => {
  const scope = (): Scope => ({ tenantId, tenantSlug: 'acme', tenantName: 'Acme', locationIds: [capeSite, tokyoSite] });

  it('at Sunday 23:30 at the site, counts its Sunday, not the UTC or the reader’s Monday', async () => {
    const board = await whoWorkedToday(db(), scope(), capeSite, MONDAY);
    expect(board.meta).toMatchObject({ from: sunday, to: sunday, totalItems: 1 });
    expect(board.data[0]!.first_in).toBe(`${sunday}T23:00:00.000Z`);
  });

  it('over two sites, each counts its own today; the answer names the earliest and the latest day', async () => {
    const board = await whoWorkedToday(db(), scope(), 'all', MONDAY);
    expect(board.meta).toMatchObject({ from: sunday, to: monday });
    expect(board.data.map((r) => r.location_id).sort()).toEqual([capeSite, tokyoSite].sort());
  });

  it('GET ?history=true without dates answers the site’s today for a Tokyo reader in a Honolulu browser', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(MONDAY);
    const res = await call(whosWorking.GET, 'GET', `/api/main/client-portal/whos-working?history=true&location=${capeSite}`, {
      headers: fromHonolulu(reader.tokyo.token),
    });
    const body = await bodyOf<WhoIsWorkingHistory>(res);
    expect(body.meta).toMatchObject({ from: sunday, to: sunday });
    expect(body.data.map((r) => r.first_in)).toEqual([`${sunday}T23:00:00.000Z`]);
  });
});
