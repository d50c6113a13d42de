import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as fillRoute from '@/app/api/main/orders/[id]/fill/route';
import * as oneOrder from '@/app/api/main/orders/[id]/route';
import * as ordersRoute from '@/app/api/main/orders/route';
import * as publicRequest from '@/app/api/main/public/[company]/placement-requests/route';
import { db } from '@/lib/db/client';
import { candidates, locations, orders, placementRequests, positions } from '@/lib/db/schema';
import type { OrderDetail } from '@/lib/orders/schema';
import { todayIn } from '@/lib/placements/dates';
import { addDays } from '@/lib/shifts-board/days';
import { requestDates } from '@/lib/work-requests/fields';
import { call, json } from './helpers';
import { contactLocationIds, type ErrorBody, signInAs, tenantBySlug } from './time-helpers';

/**
 * Issue 22, item 12: an order and a public request take the shift request's multi-day range and weekly
 * repeat, expanded by the same lib/work-requests code. One order (or request) spans its dates: its
 * start and end are the first and last date the expansion gives, and a repeat's days are kept in
 * work_dates. Dates are days on the site's calendar, so the check is over random starts on both sides
 * of the site's daylight-saving changes. Bad calendars are a 400 in the reader's language.
 */

const tag = randomUUID().slice(0, 8);
let contact = '';
let admin = '';
let acmeId = '';
let site = '';
let zone = 'UTC';
let position = { id: '', name: '' };
let ipN = 0;
const german = { 'accept-language': 'de' };
const isoWeekday = (d: string) => new Date(`${d}T00:00:00Z`).getUTCDay() || 7;

beforeAll(async () => {
  [contact, admin] = await Promise.all([signInAs('contact@acme.test'), signInAs('admin@acme.test')]);
  acmeId = (await tenantBySlug('acme')).id;
  site = (await contactLocationIds('acme'))[0]!;
  zone = (await db().select({ tz: locations.timezone }).from(locations).where(eq(locations.id, site)))[0]!.tz;
  position = (
    await db()
      .insert(positions)
      .values({ tenantId: acmeId, name: `Calendar Picker ${tag}` })
      .returning({ id: positions.id, name: positions.name })
  )[0]!;
});
afterAll(async () => {
  await db().delete(orders).where(eq(orders.position, position.name));
  await db()
    .delete(positions)
    .where(inArray(positions.id, [position.id]));
});

const postOrder = (body: Record<string, unknown>, token = contact) =>
  call(ordersRoute.POST, 'POST', '/api/main/orders', {
    token,
    headers: german,
    body: { location_id: site, position_id: position.id, headcount: 2, ...body },
  });
const putOrder = (id: string, body: Record<string, unknown>) =>
  call(oneOrder.PUT, 'PUT', `/api/main/orders/${id}`, { token: contact, headers: german, body, params: { id } });

async function okOrder(res: Response): Promise<OrderDetail> {
  const body = await json<{ data: OrderDetail } & ErrorBody>(res);
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body.data;
}
async function storedDates(id: string) {
  const row = (
    await db().select({ start: orders.startDate, end: orders.endDate, days: orders.workDates }).from(orders).where(eq(orders.id, id))
  )[0]!;
  return { start: row.start, end: row.end, days: row.days ? [...row.days].sort() : null };
}

/** A day of 2031–2032, weighted towards the weeks around the site's clock changes (March and November). */
const startDay = fc.oneof(
  fc.integer({ min: 0, max: 730 }).map((n) => addDays('2031-01-01', n)),
  fc
    .constantFrom('2031-03-09', '2031-03-30', '2031-11-02', '2031-10-26', '2032-03-14', '2032-11-07')
    .chain((d) => fc.integer({ min: -10, max: 3 }).map((n) => addDays(d, n))),
);

describe('order: multi-day and weekly repeat, one order over the dates', () => {
  it('property: a repeat order runs from its first to its last date and keeps exactly the expanded days', async () => {
    await fc.assert(
      fc.asyncProperty(
        startDay,
        fc.integer({ min: 0, max: 90 }),
        fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 7 }),
        fc.option(fc.integer({ min: 1, max: 60 }), { nil: undefined }),
        async (start, span, weekdays, count) => {
          const end = addDays(start, span);
          const repeat = { weekdays, ...(count ? { count } : {}) };
          const expected = requestDates({ start, end_date: end, repeat });
          const res = await postOrder({ start_date: start, end_date: end, repeat, notes: `prop ${tag}` });
          if (expected.length === 0) {
            const body = await json<ErrorBody>(res);
            expect(res.status).toBe(400);
            expect(body.errors?.repeat).toBe('kein gewählter Wochentag liegt im Zeitraum');
            return;
          }
          const order = await okOrder(res);
          expect(order.work_dates).toEqual(expected);
          expect([order.start_date, order.end_date]).toEqual([expected[0], expected.at(-1)]);
          expect(await storedDates(order._id)).toEqual({ start: expected[0], end: expected.at(-1), days: expected });
          for (const d of expected) {
            expect(weekdays).toContain(isoWeekday(d));
            expect(d >= start && d <= end).toBe(true);
          }
          expect(expected.length).toBeLessThanOrEqual(count ?? 60);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('a range with no repeat is one order over every day, open-ended or long (not cut into dates)', async () => {
    const long = await okOrder(await postOrder({ start_date: '2031-03-03', end_date: '2031-12-31' }));
    expect([long.start_date, long.end_date, long.work_dates]).toEqual(['2031-03-03', '2031-12-31', null]);
    const open = await okOrder(await postOrder({ start_date: '2031-03-03' }));
    expect([open.end_date, open.work_dates]).toEqual([null, null]);
  });

  it('a repeat with no end stops after its count; the list finds it running on its work days only', async () => {
    const o = await okOrder(await postOrder({ start_date: '2031-03-03', repeat: { weekdays: [2, 4], count: 3 } }));
    expect(o.work_dates).toEqual(['2031-03-04', '2031-03-06', '2031-03-11']);
    expect([o.start_date, o.end_date]).toEqual(['2031-03-04', '2031-03-11']);
    const runningOn = async (date: string) => {
      const res = await call(
        ordersRoute.GET,
        'GET',
        `/api/main/orders?${new URLSearchParams({ date, status: 'all', search: position.name, per_page: '100' })}`,
        {
          token: admin,
        },
      );
      const body = await json<{ data: { _id: string }[] }>(res);
      expect(res.status).toBe(200);
      return body.data.some((r) => r._id === o._id);
    };
    expect(await runningOn('2031-03-06')).toBe(true);
    expect(await runningOn('2031-03-05')).toBe(false);
  });

  it("the contact's first day is checked on the site's clock: its today passes, its yesterday is 400", async () => {
    const today = todayIn(zone);
    const o = await okOrder(
      await postOrder({ start_date: today, end_date: addDays(today, 13), repeat: { weekdays: [1, 2, 3, 4, 5, 6, 7] } }),
    );
    expect(o.work_dates?.[0]).toBe(today);
    const res = await postOrder({
      start_date: addDays(today, -1),
      end_date: addDays(today, 13),
      repeat: { weekdays: [1, 2, 3, 4, 5, 6, 7] },
    });
    expect(res.status).toBe(400);
    expect((await json<ErrorBody>(res)).errors).toHaveProperty('start_date');
  });

  it('an edit re-expands the weekdays over the new range; repeat null makes every day a work day again', async () => {
    const o = await okOrder(await postOrder({ start_date: '2031-03-03', end_date: '2031-03-16', repeat: { weekdays: [1, 3] } }));
    expect(o.work_dates).toEqual(['2031-03-03', '2031-03-05', '2031-03-10', '2031-03-12']);
    const longer = await okOrder(await putOrder(o._id, { end_date: '2031-03-23' }));
    expect(longer.work_dates).toEqual(['2031-03-03', '2031-03-05', '2031-03-10', '2031-03-12', '2031-03-17', '2031-03-19']);
    // The order now ends on its last work day (03-19): a new repeat is expanded within the range it names.
    expect([longer.start_date, longer.end_date]).toEqual(['2031-03-03', '2031-03-19']);
    const fridays = await okOrder(await putOrder(o._id, { repeat: { weekdays: [5] }, end_date: '2031-03-23' }));
    expect(fridays.work_dates).toEqual(['2031-03-07', '2031-03-14', '2031-03-21']);
    expect([fridays.start_date, fridays.end_date]).toEqual(['2031-03-07', '2031-03-21']);
    const everyDay = await okOrder(await putOrder(o._id, { repeat: null }));
    expect([everyDay.start_date, everyDay.end_date, everyDay.work_dates]).toEqual(['2031-03-07', '2031-03-21', null]);
    expect(await storedDates(o._id)).toEqual({ start: '2031-03-07', end: '2031-03-21', days: null });
  });

  it('a fill of a running repeat order starts on its next work day', async () => {
    const today = todayIn(zone);
    const next = addDays(today, 2);
    const o = await okOrder(
      await postOrder({ start_date: addDays(today, -12), end_date: addDays(today, 30), repeat: { weekdays: [isoWeekday(next)] } }, admin),
    );
    const candidate = (
      await db()
        .insert(candidates)
        .values({ tenantId: acmeId, firstName: `Cal${tag}`, lastName: 'Fill', email: `${randomUUID()}@fixture.test` })
        .returning()
    )[0]!;
    const res = await call(fillRoute.POST, 'POST', `/api/main/orders/${o._id}/fill`, {
      token: admin,
      body: { candidate_id: candidate.id, bill_rate: 30, pay_rate: 20 },
      params: { id: o._id },
    });
    const body = await json<{ data: { placement: { start_date: string } } } & ErrorBody>(res);
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body.data.placement.start_date).toBe(next);
  });

  it('bad calendars are 400 in the reader’s language, and make no order', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ start_date: '2031-03-10', end_date: '2031-03-09' }, 'end_date', 'muss am oder nach dem Startdatum liegen'],
      [
        { start_date: '2031-03-03', end_date: '2031-03-04', repeat: { weekdays: [6] } },
        'repeat',
        'kein gewählter Wochentag liegt im Zeitraum',
      ],
      [
        { start_date: '2031-03-03', repeat: { weekdays: [8] } },
        'repeat',
        'wählen Sie Wochentage von Montag (1) bis Sonntag (7), jeden einmal',
      ],
      [
        { start_date: '2031-03-03', repeat: { weekdays: [1, 1] } },
        'repeat',
        'wählen Sie Wochentage von Montag (1) bis Sonntag (7), jeden einmal',
      ],
      [{ start_date: '2031-03-03', repeat: { weekdays: [1], count: 61 } }, 'repeat', 'eine Anfrage darf höchstens 60 Termine umfassen'],
      [{ start_date: '2031-03-03', repeat: 'mondays' }, 'repeat', ''],
    ];
    for (const [body, field, text] of cases) {
      const notes = `bad ${tag} ${randomUUID()}`;
      const res = await postOrder({ ...body, notes });
      const out = await json<ErrorBody>(res);
      expect(res.status, JSON.stringify(out)).toBe(400);
      const key = Object.keys(out.errors ?? {}).find((k) => k === field || k.startsWith(`${field}.`));
      expect(key, JSON.stringify(out)).toBeDefined();
      if (text) expect(out.errors?.[key!]).toBe(text);
      expect(await db().select().from(orders).where(eq(orders.notes, notes))).toEqual([]);
    }
  });
});

describe('public request: the same calendar, by JSON and by a plain form', () => {
  const email = () => `cal-${tag}-${randomUUID().slice(0, 6)}@example.test`;
  const fields = (over: Record<string, string | number | object>) => ({
    company_name: `Bakery ${tag}`,
    contact_name: 'Pat Baker',
    headcount: 3,
    start_date: '2031-03-03',
    location: '12 Main St, Columbus',
    position_id: position.id,
    ...over,
  });
  const ip = () => `10.93.${Math.floor(ipN / 250)}.${(ipN++ % 250) + 1}`;
  const asJson = (over: Record<string, string | number | object>) =>
    call(publicRequest.POST, 'POST', '/api/main/public/acme/placement-requests', {
      headers: german,
      ip: ip(),
      params: { company: 'acme' },
      body: fields(over),
    });
  const asForm = (over: Record<string, string>) =>
    call(publicRequest.POST, 'POST', '/api/main/public/acme/placement-requests', {
      rawBody: new URLSearchParams(
        Object.fromEntries(
          Object.entries(fields({ notes: '', phone: '', website: '', end_date: '', repeat_count: '', ...over })).map(([k, v]) => [
            k,
            String(v),
          ]),
        ),
      ).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      ip: ip(),
      params: { company: 'acme' },
    });
  const stored = async (address: string) =>
    db()
      .select({ start: placementRequests.startDate, end: placementRequests.endDate, days: placementRequests.workDates })
      .from(placementRequests)
      .where(eq(placementRequests.email, address));

  it('property (JSON): the stored range and days are the shared expansion of what was sent', async () => {
    await fc.assert(
      fc.asyncProperty(
        startDay,
        fc.integer({ min: 0, max: 60 }),
        fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 7 }),
        async (start, span, weekdays) => {
          const address = email();
          const end = addDays(start, span);
          const expected = requestDates({ start, end_date: end, repeat: { weekdays } });
          const res = await asJson({ email: address, start_date: start, end_date: end, repeat: { weekdays } });
          if (expected.length === 0) {
            expect(res.status).toBe(400);
            expect((await json<ErrorBody>(res)).errors?.repeat).toBe('kein gewählter Wochentag liegt im Zeitraum');
            expect(await stored(address)).toEqual([]);
            return;
          }
          expect(res.status, await res.clone().text()).toBe(200);
          const row = (await stored(address))[0]!;
          expect({ ...row, days: [...(row.days ?? [])].sort() }).toEqual({ start: expected[0], end: expected.at(-1), days: expected });
        },
      ),
      { numRuns: 15 },
    );
  });

  it('plain form: an end date alone is a range of every day; weekday boxes and a count make a repeat', async () => {
    const range = email();
    expect((await asForm({ email: range, end_date: '2031-03-07' })).headers.get('location')).toBe('/iframes/placements/acme?sent=1');
    expect(await stored(range)).toEqual([{ start: '2031-03-03', end: '2031-03-07', days: null }]);
    const weekly = email();
    const res = await asForm({ email: weekly, end_date: '2031-03-31', repeat_2: '1', repeat_4: '1', repeat_count: '5' });
    expect(res.headers.get('location')).toBe('/iframes/placements/acme?sent=1');
    const row = (await stored(weekly))[0]!;
    expect([...(row.days ?? [])].sort()).toEqual(['2031-03-04', '2031-03-06', '2031-03-11', '2031-03-13', '2031-03-18']);
    expect([row.start, row.end]).toEqual(['2031-03-04', '2031-03-18']);
  });

  it('plain form: a bad calendar goes back to the form with the field marked, nothing stored', async () => {
    const before = email();
    const back = await asForm({ email: before, end_date: '2031-03-01' });
    expect(back.headers.get('location')).toBe('/iframes/placements/acme?error=invalid&fields=end_date');
    const none = email();
    const empty = await asForm({ email: none, end_date: '2031-03-04', repeat_6: '1' });
    expect(empty.headers.get('location')).toBe('/iframes/placements/acme?error=invalid&fields=repeat');
    const many = email();
    const count = await asForm({ email: many, repeat_1: '1', repeat_count: '61' });
    expect(count.headers.get('location')).toMatch(/^\/iframes\/placements\/acme\?error=invalid&fields=repeat/);
    for (const address of [before, none, many]) expect(await stored(address)).toEqual([]);
  });

  it('JSON: a bad calendar is 400 in the sender’s language', async () => {
    const res = await asJson({ email: email(), end_date: '2031-03-01' });
    expect(res.status).toBe(400);
    expect((await json<ErrorBody>(res)).errors?.end_date).toBe('muss am oder nach dem Startdatum liegen');
  });
});
