import { randomUUID } from 'node:crypto';
import { addDays, format } from 'date-fns';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as cancelRoute from '@/app/api/main/orders/[id]/cancel/route';
import * as fillRoute from '@/app/api/main/orders/[id]/fill/route';
import * as one from '@/app/api/main/orders/[id]/route';
import * as list from '@/app/api/main/orders/route';
import { db } from '@/lib/db/client';
import { candidates, companies, exclusions, locations, orders, placements, positions } from '@/lib/db/schema';
import type { OrderCounts } from '@/lib/orders/types';
import type { OrderDetail, OrderRow } from '@/lib/orders/schema';
import { todayIn } from '@/lib/placements/dates';
import type { PlacementDetail } from '@/lib/placements/schema';
import { call, expectError, json } from './helpers';
import { contactLocationIds, type ErrorBody, type ListBody, signInAs, tenantBySlug, unassignedLocation } from './time-helpers';

const LIST = '/api/main/orders';
let admin = '';
let recruiter = '';
let contact = '';
let globexAdmin = '';
let globexContact = '';
let acmeId = '';
let northwindId = '';
let assigned = '';
let otherCompanyLoc = '';
const day = (n: number) => format(addDays(new Date(), n), 'yyyy-MM-dd');
const tag = randomUUID().slice(0, 8);

async function makeCandidate(): Promise<string> {
  const row = (
    await db()
      .insert(candidates)
      .values({ tenantId: acmeId, firstName: `Ord${tag}`, lastName: 'Fixture', email: `${randomUUID()}@fixture.test` })
      .returning()
  )[0]!;
  return row.id;
}

const orderBody = (over: Record<string, unknown> = {}) => ({
  location_id: assigned,
  position: `Picker ${tag}`,
  headcount: 2,
  start_date: day(7),
  end_date: day(60),
  ...over,
});
const post = (token: string | undefined, b: unknown) => call(list.POST, 'POST', LIST, { token, body: b });
const put = (token: string, id: string, b: unknown) => call(one.PUT, 'PUT', `${LIST}/${id}`, { token, body: b, params: { id } });
const cancel = (token: string, id: string) => call(cancelRoute.PUT, 'PUT', `${LIST}/${id}/cancel`, { token, params: { id } });
const fill = (token: string, id: string, b: unknown) =>
  call(fillRoute.POST, 'POST', `${LIST}/${id}/fill`, { token, body: b, params: { id } });

async function ok<T>(res: Response): Promise<T> {
  const out = await json<{ data: T } & ErrorBody>(res);
  expect(res.status, JSON.stringify(out)).toBe(200);
  return out.data;
}

async function listAs(token: string, query: Record<string, string> = {}) {
  const res = await call(list.GET, 'GET', `${LIST}?${new URLSearchParams(query)}`, { token });
  const out = await json<ListBody<OrderRow> & { meta: { counts: OrderCounts } }>(res);
  expect(res.status, JSON.stringify(out)).toBe(200);
  return out;
}

beforeAll(async () => {
  [admin, recruiter, contact, globexAdmin, globexContact] = await Promise.all([
    signInAs('admin@acme.test'),
    signInAs('recruiter@acme.test'),
    signInAs('contact@acme.test'),
    signInAs('admin@globex.test'),
    signInAs('contact@globex.test'),
  ]);
  acmeId = (await tenantBySlug('acme')).id;
  // An order names one of the agency's positions (issue 22, item 12): the typed name below is one of them.
  await db()
    .insert(positions)
    .values({ tenantId: acmeId, name: `Picker ${tag}` });
  northwindId = (
    await db()
      .select({ id: companies.id })
      .from(companies)
      .where(and(eq(companies.tenantId, acmeId), eq(companies.name, 'Northwind Logistics')))
  ).map((c) => c.id)[0]!;
  assigned = (await contactLocationIds('acme'))[0]!;
  // Both Northwind sites are the contact's, so an unassigned site belongs to another client company.
  otherCompanyLoc = await unassignedLocation('acme');
});

describe('contact orders (acme shows orders to clients)', () => {
  it('a contact orders for an assigned location: company follows the location, status open', async () => {
    const o = await ok<OrderDetail>(await post(contact, orderBody({ notes: 'Steel-toe boots', bill_rate: 99 })));
    expect(o).toMatchObject({
      company_id: northwindId,
      location_id: assigned,
      headcount: 2,
      filled: 0,
      status: 'open',
      notes: 'Steel-toe boots',
      bill_rate: null,
      placements: [],
    });
    expect(o.allowed).toMatchObject({ edit: true, cancel: true, fill: false });
    const row = (await db().select().from(orders).where(eq(orders.id, o._id)))[0]!;
    expect(row.companyId).toBe(northwindId);
  });

  it('refuses a location not assigned to the contact (403), a past start (400) and bad input (400)', async () => {
    await expectError(await post(contact, orderBody({ location_id: otherCompanyLoc })), 403, 'forbidden');
    await expectError(await post(contact, orderBody({ start_date: day(-3) })), 400, 'bad_request');
    for (const over of [{ headcount: 0 }, { headcount: 501 }, { position: 'x' }, { end_date: day(1) }, { location_id: 'x' }]) {
      await expectError(await post(contact, orderBody(over)), 400, 'bad_request');
    }
  });

  it('a contact edits notes, headcount and dates of their own open order only', async () => {
    const o = await ok<OrderDetail>(await post(contact, orderBody()));
    const edited = await ok<OrderDetail>(await put(contact, o._id, { headcount: 3, notes: 'Night shift' }));
    expect(edited).toMatchObject({ headcount: 3, notes: 'Night shift' });
    await expectError(await put(contact, o._id, { position: 'Something else' }), 403, 'forbidden');
    const staffOrder = await ok<OrderDetail>(await post(admin, orderBody()));
    expect(staffOrder.allowed).toMatchObject({ edit: true, fill: true });
    await expectError(await put(contact, staffOrder._id, { notes: 'mine now' }), 403, 'forbidden');
    await expectError(await cancel(contact, staffOrder._id), 403, 'forbidden');
    await ok(await fill(admin, o._id, { candidate_id: await makeCandidate(), bill_rate: 30, pay_rate: 20 }));
    await expectError(await put(contact, o._id, { notes: 'after fill' }), 409, 'conflict');
  });

  it('a contact cannot fill (403) but may cancel their own open order', async () => {
    const o = await ok<OrderDetail>(await post(contact, orderBody()));
    await expectError(await fill(contact, o._id, { candidate_id: await makeCandidate(), bill_rate: 30, pay_rate: 20 }), 403, 'forbidden');
    expect((await ok<OrderDetail>(await cancel(contact, o._id))).status).toBe('cancelled');
    await expectError(await cancel(contact, o._id), 409, 'conflict');
  });

  it('lists for a contact only her assigned locations’ orders, with counts per status', async () => {
    const outside = await ok<OrderDetail>(await post(admin, orderBody({ location_id: otherCompanyLoc })));
    const page = await listAs(contact, { per_page: '100' });
    expect(page.data.length).toBeGreaterThan(0);
    const mine = await contactLocationIds('acme');
    expect(page.data.every((o) => mine.includes(o.location_id))).toBe(true);
    expect(page.data.map((o) => o._id)).not.toContain(outside._id);
    await expectError(
      await call(one.GET, 'GET', `${LIST}/${outside._id}`, { token: contact, params: { id: outside._id } }),
      404,
      'not_found',
    );
    const counts = page.meta.counts;
    expect(counts.all).toBe(counts.open + counts.partially_filled + counts.filled + counts.cancelled);
    const staff = await listAs(admin, { search: `Picker ${tag}`, status: 'open', per_page: '100' });
    expect(staff.data.map((o) => o._id)).toContain(outside._id);
    expect(staff.data.every((o) => o.status === 'open')).toBe(true);
  });
});

describe('who may reach /api/main/orders', () => {
  it('globex contact (flag off) 403, recruiter 403, no session 401, another tenant’s id 404', async () => {
    await expectError(await call(list.GET, 'GET', LIST, { token: globexContact }), 403, 'forbidden');
    await expectError(await post(globexContact, orderBody()), 403, 'forbidden');
    await expectError(await call(list.GET, 'GET', LIST, { token: recruiter }), 403, 'forbidden');
    await expectError(await call(list.GET, 'GET', LIST, {}), 401);
    const o = await ok<OrderDetail>(await post(admin, orderBody()));
    await expectError(await call(one.GET, 'GET', `${LIST}/${o._id}`, { token: globexAdmin, params: { id: o._id } }), 404, 'not_found');
    await expectError(
      await fill(globexAdmin, o._id, { candidate_id: await makeCandidate(), bill_rate: 30, pay_rate: 20 }),
      404,
      'not_found',
    );
    await expectError(await cancel(globexAdmin, o._id), 404, 'not_found');
  });
});

describe('staff fill and cancel', () => {
  it('fills twice to headcount 2 → partially_filled then filled; a third fill and a cancel are 409', async () => {
    const o = await ok<OrderDetail>(await post(admin, orderBody({ location_id: otherCompanyLoc, bill_rate: 31 })));
    const first = await ok<{ placement: PlacementDetail; order: OrderDetail }>(
      await fill(admin, o._id, { candidate_id: await makeCandidate(), bill_rate: 31, pay_rate: 20 }),
    );
    expect(first.order).toMatchObject({ status: 'partially_filled', filled: 1 });
    expect(first.placement).toMatchObject({
      order_id: o._id,
      location_id: otherCompanyLoc,
      position: o.position,
      start_date: o.start_date,
      end_date: o.end_date,
      pay_rate: 20,
    });
    expect(first.placement.order).toEqual({ _id: o._id, position: o.position, headcount: 2, status: 'partially_filled' });
    const second = await ok<{ order: OrderDetail }>(
      await fill(admin, o._id, { candidate_id: await makeCandidate(), bill_rate: 31, pay_rate: 20 }),
    );
    expect(second.order).toMatchObject({ status: 'filled', filled: 2 });
    expect(second.order.placements).toHaveLength(2);
    const row = (await db().select().from(orders).where(eq(orders.id, o._id)))[0]!;
    expect(row.status).toBe('filled');
    await expectError(await fill(admin, o._id, { candidate_id: await makeCandidate(), bill_rate: 31, pay_rate: 20 }), 409, 'conflict');
    await expectError(await cancel(admin, o._id), 409, 'conflict');
    await expectError(await put(admin, o._id, { headcount: 1 }), 409, 'conflict');
    expect(await db().select().from(placements).where(eq(placements.orderId, o._id))).toHaveLength(2);
  });

  it('fill runs the placement checks: excluded candidate 409, same worker twice 409, start outside the order 400, bad rates 400', async () => {
    const o = await ok<OrderDetail>(await post(admin, orderBody({ headcount: 3 })));
    const excluded = await makeCandidate();
    await db().insert(exclusions).values({ tenantId: acmeId, candidateId: excluded, companyId: northwindId });
    const err = await expectError(await fill(admin, o._id, { candidate_id: excluded, bill_rate: 30, pay_rate: 20 }), 409, 'conflict');
    expect(err.message).toContain('Northwind Logistics');
    const worker = await makeCandidate();
    await ok(await fill(admin, o._id, { candidate_id: worker, bill_rate: 30, pay_rate: 20 }));
    await expectError(await fill(admin, o._id, { candidate_id: worker, bill_rate: 30, pay_rate: 20 }), 409, 'conflict');
    await expectError(
      await fill(admin, o._id, { candidate_id: await makeCandidate(), bill_rate: 30, pay_rate: 20, start_date: day(400) }),
      400,
      'bad_request',
    );
    await expectError(await fill(admin, o._id, { candidate_id: await makeCandidate(), bill_rate: 10, pay_rate: 20 }), 400, 'bad_request');
    const row = (await db().select().from(orders).where(eq(orders.id, o._id)))[0]!;
    expect(row.status).toBe('partially_filled');
  });

  it('staff cancel a partially filled order; a cancelled order takes no fill and no edit', async () => {
    const o = await ok<OrderDetail>(await post(admin, orderBody()));
    await ok(await fill(admin, o._id, { candidate_id: await makeCandidate(), bill_rate: 30, pay_rate: 20 }));
    expect((await ok<OrderDetail>(await cancel(admin, o._id))).status).toBe('cancelled');
    await expectError(await fill(admin, o._id, { candidate_id: await makeCandidate(), bill_rate: 30, pay_rate: 20 }), 409, 'conflict');
    await expectError(await put(admin, o._id, { notes: 'x' }), 409, 'conflict');
  });

  it('staff may record an order that already started, and raise its headcount to reopen it', async () => {
    const o = await ok<OrderDetail>(await post(admin, orderBody({ start_date: day(-10), headcount: 1 })));
    const filled = await ok<{ order: OrderDetail }>(
      await fill(admin, o._id, { candidate_id: await makeCandidate(), bill_rate: 30, pay_rate: 20 }),
    );
    expect(filled.order.status).toBe('filled');
    const site = (await db().select({ timezone: locations.timezone }).from(locations).where(eq(locations.id, assigned)))[0]!;
    expect(filled.order.placements[0]!.start_date).toBe(todayIn(site.timezone));
    expect((await ok<OrderDetail>(await put(admin, o._id, { headcount: 2 }))).status).toBe('partially_filled');
    const rows = await db().select().from(orders).where(eq(orders.id, o._id)).orderBy(asc(orders.createdAt));
    expect(rows[0]!.headcount).toBe(2);
  });
});
