import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as ordersRoute from '@/app/api/main/orders/route';
import * as publicRequest from '@/app/api/main/public/[company]/placement-requests/route';
import * as shiftsCreate from '@/app/api/on-demand/shifts/route';
import { db } from '@/lib/db/client';
import { locations, orders, placementRequests, positions, shifts } from '@/lib/db/schema';
import { shiftTimes, wallClock } from '@/lib/shifts-board/zone';
import { requestDates } from '@/lib/work-requests/fields';
import { call, json } from './helpers';
import { contactLocationIds, type ErrorBody, signInAs, tenantBySlug } from './time-helpers';

/**
 * Issue 22, item 12: the shift request, the order and the public request form ask for workers with one
 * request model. A position is one of the agency's own (an id of another tenant's → 400, translated);
 * a shift request's multi-day range and weekly repeat make one shift per chosen date; the inputs older
 * clients send (free-text position, no dates) still work.
 */

const tag = randomUUID().slice(0, 8);
let contact = '';
let acmeId = '';
let globexId = '';
let site = '';
let zone = 'UTC';
let acmePosition = { id: '', name: '' };
let globexPosition = { id: '', name: '' };
let ipN = 0;

beforeAll(async () => {
  contact = await signInAs('contact@acme.test');
  acmeId = (await tenantBySlug('acme')).id;
  globexId = (await tenantBySlug('globex')).id;
  site = (await contactLocationIds('acme'))[0]!;
  zone = (await db().select({ tz: locations.timezone }).from(locations).where(eq(locations.id, site)))[0]!.tz;
  const a = (
    await db()
      .insert(positions)
      .values({ tenantId: acmeId, name: `Picker ${tag}` })
      .returning()
  )[0]!;
  const g = (
    await db()
      .insert(positions)
      .values({ tenantId: globexId, name: `Welder ${tag}` })
      .returning()
  )[0]!;
  acmePosition = { id: a.id, name: a.name };
  globexPosition = { id: g.id, name: g.name };
});
afterAll(async () => {
  await db()
    .delete(shifts)
    .where(inArray(shifts.position, [acmePosition.name, `Loader ${tag}`]));
  await db()
    .delete(orders)
    .where(inArray(orders.position, [acmePosition.name, `Loader ${tag}`]));
  await db()
    .delete(positions)
    .where(inArray(positions.id, [acmePosition.id, globexPosition.id]));
});

const german = { 'accept-language': 'de' };
const shiftRequest = (body: Record<string, unknown>) =>
  call(shiftsCreate.POST, 'POST', '/api/on-demand/shifts', {
    token: contact,
    headers: german,
    body: {
      app: 'client-portal',
      draft: true,
      location_id: site,
      headcount: 1,
      ...shiftTimes('2031-03-03', '09:00', '17:00', zone),
      ...body,
    },
  });
const orderRequest = (body: Record<string, unknown>) =>
  call(ordersRoute.POST, 'POST', '/api/main/orders', {
    token: contact,
    headers: german,
    body: { location_id: site, headcount: 2, start_date: '2031-03-03', end_date: '2031-06-30', ...body },
  });
const publicForm = (body: Record<string, unknown>) =>
  call(publicRequest.POST, 'POST', '/api/main/public/acme/placement-requests', {
    headers: german,
    ip: `10.89.${Math.floor(ipN / 250)}.${(ipN++ % 250) + 1}`,
    params: { company: 'acme' },
    body: {
      company_name: `Bakery ${tag}`,
      contact_name: 'Pat Baker',
      email: `pat-${tag}-${randomUUID().slice(0, 6)}@example.test`,
      headcount: 3,
      start_date: '2031-03-03',
      location: '12 Main St, Columbus',
      ...body,
    },
  });

async function expectUnknownPosition(res: Response) {
  const body = await json<ErrorBody>(res);
  expect(res.status, JSON.stringify(body)).toBe(400);
  expect(body.errors?.position_id).toBe('wählen Sie eine der Positionen der Agentur');
}

describe("positions come from the agency's own list", () => {
  it("shift request: another tenant's position is 400 (translated); the agency's is stored by its catalogue name", async () => {
    await expectUnknownPosition(await shiftRequest({ position_id: globexPosition.id }));
    await expectUnknownPosition(await shiftRequest({ position_id: randomUUID() }));
    const res = await shiftRequest({ position_id: acmePosition.id, position: 'typed differently' });
    const body = await json<{ data: { _id: string; position: string } }>(res);
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body.data.position).toBe(acmePosition.name);
  });

  it("order: another tenant's position is 400 (translated); the agency's is taken", async () => {
    await expectUnknownPosition(await orderRequest({ position_id: globexPosition.id }));
    const res = await orderRequest({ position_id: acmePosition.id });
    const body = await json<{ data: { position: string } }>(res);
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body.data.position).toBe(acmePosition.name);
  });

  it("public form: another tenant's position is 400 (translated); the agency's is stored", async () => {
    await expectUnknownPosition(await publicForm({ position_id: globexPosition.id }));
    const email = `pick-${tag}@example.test`;
    expect((await publicForm({ position_id: acmePosition.id, email })).status).toBe(200);
    const row = (await db().select().from(placementRequests).where(eq(placementRequests.email, email)))[0]!;
    expect(row.position).toBe(acmePosition.name);
  });

  it('no position at all is 400, translated', async () => {
    for (const res of [await shiftRequest({}), await orderRequest({}), await publicForm({})]) {
      const body = await json<ErrorBody>(res);
      expect(res.status).toBe(400);
      expect(body.errors?.position).toBe('wählen Sie eine der Positionen der Agentur');
    }
  });
});

describe('free-text positions', () => {
  it('a shift request (POST /shifts, the documented API, SPEC §7) still takes one, with no dates: one shift', async () => {
    const shift = await shiftRequest({ position: `Loader ${tag}` });
    expect(shift.status).toBe(200);
    expect(await json<{ data: { created_count?: number } }>(shift)).not.toHaveProperty('data.created_count');
  });

  it("an order takes text only when it names one of the agency's positions (stored in the list's spelling), else 400 translated", async () => {
    const res = await orderRequest({ position: `Loader ${tag}` });
    const body = await json<ErrorBody>(res);
    expect(res.status).toBe(400);
    expect(body.errors?.position).toBe('wählen Sie eine der Positionen der Agentur');
    const named = await orderRequest({ position: `  ${acmePosition.name.toUpperCase()} ` });
    const made = await json<{ data: { position: string } }>(named);
    expect(named.status, JSON.stringify(made)).toBe(200);
    expect(made.data.position).toBe(acmePosition.name);
  });

  it("the public form's typed text is kept as its other text, not as a position", async () => {
    const email = `other-${tag}@example.test`;
    expect((await publicForm({ position: `Cheese grader ${tag}`, email })).status).toBe(200);
    const row = (await db().select().from(placementRequests).where(eq(placementRequests.email, email)))[0]!;
    expect([row.position, row.positionOther]).toEqual([null, `Cheese grader ${tag}`]);
  });
});

describe('shift request: multi-day and repeat', () => {
  const madeDays = async (notes: string) =>
    (
      await db()
        .select()
        .from(shifts)
        .where(and(eq(shifts.tenantId, acmeId), eq(shifts.notes, notes)))
    )
      .map((s) => {
        const start = wallClock(s.startsAt, zone);
        const end = wallClock(s.endsAt, zone);
        expect([start.hour, start.minute, end.hour, end.minute]).toEqual([9, 0, 17, 0]);
        return start.day;
      })
      .sort();

  it('multi-day: one 09:00–17:00 shift on every day of the range, at the location’s clock', async () => {
    const notes = `range ${tag}`;
    const res = await shiftRequest({ position_id: acmePosition.id, end_date: '2031-03-07', notes });
    expect((await json<{ data: { created_count: number } }>(res)).data.created_count).toBe(5);
    expect(await madeDays(notes)).toEqual(['2031-03-03', '2031-03-04', '2031-03-05', '2031-03-06', '2031-03-07']);
  });

  it('repeat (property): the shifts made fall exactly on the chosen weekdays within the range, at most count', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 40 }),
        fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 7 }),
        fc.integer({ min: 1, max: 12 }),
        async (span, weekdays, count) => {
          const notes = `repeat ${tag} ${randomUUID()}`;
          const end = new Date(Date.parse('2031-03-03T00:00:00Z') + span * 86_400_000).toISOString().slice(0, 10);
          const expected = requestDates({ start: '2031-03-03', end_date: end, repeat: { weekdays, count } });
          const res = await shiftRequest({ position_id: acmePosition.id, end_date: end, repeat: { weekdays, count }, notes });
          if (expected.length === 0) {
            expect(res.status).toBe(400);
            expect(await madeDays(notes)).toEqual([]);
            return;
          }
          expect(res.status).toBe(200);
          const got = await madeDays(notes);
          expect(got).toEqual(expected);
          for (const d of got) {
            expect(weekdays).toContain(new Date(`${d}T00:00:00Z`).getUTCDay() || 7);
            expect(d >= '2031-03-03' && d <= end).toBe(true);
          }
          expect(got.length).toBeLessThanOrEqual(count);
        },
      ),
      { numRuns: 12 },
    );
  });

  it('a range over the cap is 400 translated, and makes nothing', async () => {
    const notes = `too many ${tag}`;
    const res = await shiftRequest({ position_id: acmePosition.id, end_date: '2031-12-31', notes });
    const body = await json<ErrorBody>(res);
    expect(res.status).toBe(400);
    expect(body.errors?.end_date).toBe('eine Anfrage darf höchstens 60 Termine umfassen');
    expect(await madeDays(notes)).toEqual([]);
  });
});
