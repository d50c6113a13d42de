import { addDays, format } from 'date-fns';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as candidatePlacementsRoute from '@/app/api/candidates/candidates/[id]/placements/route';
import * as companyPlacementsRoute from '@/app/api/main/companies/[id]/placements/route';
import * as cancelOrderRoute from '@/app/api/main/orders/[id]/cancel/route';
import * as fillOrderRoute from '@/app/api/main/orders/[id]/fill/route';
import * as orderRoute from '@/app/api/main/orders/[id]/route';
import * as ordersRoute from '@/app/api/main/orders/route';
import { agencyPosition } from './agency-position';
import * as endPlacementRoute from '@/app/api/main/placements/[id]/end/route';
import * as placementRoute from '@/app/api/main/placements/[id]/route';
import * as placementsRoute from '@/app/api/main/placements/route';
import { ApiError } from '@/lib/errors';
import { candidatePlacements } from '@/lib/candidates/related-queries';
import { listCompanyPlacements } from '@/lib/companies/queries';
import { placementsQuery } from '@/lib/companies/schema';
import { db } from '@/lib/db/client';
import { contactLocations, orders } from '@/lib/db/schema';
import { cancelOrder, fillOrder, updateOrder } from '@/lib/orders/service';
import type { OrderCounts } from '@/lib/orders/types';
import type { OrderDetail, OrderRow } from '@/lib/orders/schema';
import { createPlacement, endPlacement, updatePlacement } from '@/lib/placements/service';
import type { PlacementDetail, PlacementRow } from '@/lib/placements/schema';
import { contactScope, hiddenSite, makeWorker } from './contact-scope-fixtures';
import { bodyOf, dataOf, demoSessions } from './fixtures';
import { call, expectError } from './helpers';
import type { ListBody } from './time-helpers';

// Finding 7 of issue 9: a Company Contact saw placements and orders of a site of her client company she is
// not assigned to. DESIGN §7: her assigned locations are the scope, never her company.
const demo = demoSessions(['admin', 'contact']);
const site = hiddenSite();
const day = (n: number) => format(addDays(new Date(), n), 'yyyy-MM-dd');

/** A service call made with the contact's scope must fail as a 404, like the route below a guard that let her through. */
async function expectNotFound(run: Promise<unknown>) {
  const err = await run.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ApiError);
  expect((err as ApiError).status).toBe(404);
}

describe('placements at a site of her company she is not assigned to', () => {
  const P = '/api/main/placements';
  const place = async (worker: string, locationId: string) =>
    dataOf<PlacementDetail>(
      await call(placementsRoute.POST, 'POST', P, {
        token: demo.admin,
        body: {
          candidate_id: worker,
          company_id: site.northwind,
          location_id: locationId,
          position: `Loader ${site.tag}`,
          start_date: day(-30),
          end_date: null,
          bill_rate: 30,
          pay_rate: 20,
        },
      }),
    );
  const getOne = (token: string, id: string) => call(placementRoute.GET, 'GET', `${P}/${id}`, { token, params: { id } });
  const list = async (token: string, query: Record<string, string>) =>
    bodyOf<ListBody<PlacementRow>>(await call(placementsRoute.GET, 'GET', `${P}?${new URLSearchParams(query)}`, { token }));
  let mine: PlacementDetail;
  let hidden: PlacementDetail;
  let hiddenWorker = '';
  let mineWorker = '';

  beforeAll(async () => {
    [mineWorker, hiddenWorker] = await Promise.all([makeWorker(site, 'Mine'), makeWorker(site, 'Hidden')]);
    mine = await place(mineWorker, site.assigned[0]!);
    hidden = await place(hiddenWorker, site.id);
  });

  it('detail: 404 to the contact, 200 to an admin; her assigned site’s placement still opens, without pay', async () => {
    await expectError(await getOne(demo.contact, hidden._id), 404, 'not_found');
    expect(await dataOf<PlacementDetail>(await getOne(demo.admin, hidden._id))).toMatchObject({
      _id: hidden._id,
      location_id: site.id,
      pay_rate: 20,
    });
    const own = await dataOf<PlacementDetail>(await getOne(demo.contact, mine._id));
    expect(own).toMatchObject({ _id: mine._id, bill_rate: 30 });
    expect('pay_rate' in own).toBe(false);
  });

  it('lists and counts: the contact never sees it, whatever the filter; an admin does', async () => {
    const search = { search: `Scope${site.tag}`, per_page: '100' };
    const theirs = await list(demo.contact, search);
    expect(theirs.data.map((r) => r._id)).toEqual([mine._id]);
    expect(theirs.meta.totalItems).toBe(1);
    const filters: Record<string, string>[] = [{ location_id: site.id }, { company_id: site.northwind, search: `Scope${site.tag}` }];
    for (const filter of filters) {
      const page = await list(demo.contact, filter);
      expect(page.data.map((r) => r._id)).not.toContain(hidden._id);
    }
    expect((await list(demo.contact, { location_id: site.id })).meta.totalItems).toBe(0);
    const all = await list(demo.contact, { status: 'all', per_page: '100' });
    const { n } = (
      await db().execute<{ n: number }>(sql`select count(*)::int as n from placements where tenant_id = ${site.acmeId}
      and location_id in (${sql.join(
        site.assigned.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`)
    ).rows[0]!;
    expect(all.meta.totalItems).toBe(Number(n));
    expect(all.data.every((r) => site.assigned.includes(r.location_id))).toBe(true);
    expect((await list(demo.admin, search)).data.map((r) => r._id).sort()).toEqual([mine._id, hidden._id].sort());
  });

  it('acting on it: the routes are staff-only (403), and below the guard the contact’s scope finds no such row (404)', async () => {
    await expectError(
      await call(placementRoute.PUT, 'PUT', `${P}/${hidden._id}`, {
        token: demo.contact,
        body: { position: 'Boss' },
        params: { id: hidden._id },
      }),
      403,
      'forbidden',
    );
    await expectError(
      await call(endPlacementRoute.PUT, 'PUT', `${P}/${hidden._id}/end`, { token: demo.contact, body: {}, params: { id: hidden._id } }),
      403,
      'forbidden',
    );
    const scope = await contactScope(site);
    expect(scope.locationIds?.sort()).toEqual(site.assigned);
    await expectNotFound(updatePlacement(db(), scope, hidden._id, { position: 'Boss' }));
    await expectNotFound(endPlacement(db(), scope, hidden._id));
    const create = createPlacement(db(), scope, {
      candidate_id: await makeWorker(site, 'Never'),
      company_id: site.northwind,
      location_id: site.id,
      position: 'Never',
      start_date: day(1),
      bill_rate: 30,
      pay_rate: 20,
    });
    const err = await create.then(
      () => null,
      (e: unknown) => e,
    );
    expect((err as ApiError).status).toBe(400);
    const updated = await dataOf<PlacementDetail>(
      await call(placementRoute.PUT, 'PUT', `${P}/${hidden._id}`, {
        token: demo.admin,
        body: { position: `Lead ${site.tag}` },
        params: { id: hidden._id },
      }),
    );
    expect(updated.position).toBe(`Lead ${site.tag}`);
  });

  it('company and candidate placement tabs: staff see it with pay; a contact is refused, and her scope leaves it out', async () => {
    const companyPath = `/api/main/companies/${site.northwind}/placements?search=Scope${site.tag}`;
    const byCompany = await bodyOf<ListBody<{ _id: string; pay_rate?: number }>>(
      await call(companyPlacementsRoute.GET, 'GET', companyPath, { token: demo.admin, params: { id: site.northwind } }),
    );
    expect(byCompany.data.map((r) => r._id).sort()).toEqual([mine._id, hidden._id].sort());
    expect(byCompany.data.every((r) => r.pay_rate === 20)).toBe(true);
    await expectError(
      await call(companyPlacementsRoute.GET, 'GET', companyPath, { token: demo.contact, params: { id: site.northwind } }),
      403,
      'forbidden',
    );
    const candidatePath = (id: string) => `/api/candidates/candidates/${id}/placements`;
    const byCandidate = await dataOf<{ _id: string }[]>(
      await call(candidatePlacementsRoute.GET, 'GET', candidatePath(hiddenWorker), { token: demo.admin, params: { id: hiddenWorker } }),
    );
    expect(byCandidate.map((r) => r._id)).toEqual([hidden._id]);
    await expectError(
      await call(candidatePlacementsRoute.GET, 'GET', candidatePath(hiddenWorker), { token: demo.contact, params: { id: hiddenWorker } }),
      403,
      'forbidden',
    );

    const scope = await contactScope(site);
    const scoped = await listCompanyPlacements(db(), scope, site.northwind, placementsQuery.parse({ search: `Scope${site.tag}` }));
    expect(scoped.data.map((r) => r._id)).toEqual([mine._id]);
    expect(scoped.total).toBe(1);
    expect('pay_rate' in scoped.data[0]!).toBe(false);
    expect(await candidatePlacements(db(), scope, hiddenWorker)).toEqual([]);
    const own = await candidatePlacements(db(), scope, mineWorker);
    expect(own.map((r) => r._id)).toEqual([mine._id]);
    expect('pay_rate' in own[0]!).toBe(false);
  });
});

describe('orders at a site of her company she is not assigned to', () => {
  const O = '/api/main/orders';
  const order = (token: string, locationId: string) =>
    call(ordersRoute.POST, 'POST', O, {
      token,
      body: { location_id: locationId, position: `Sorter ${site.tag}`, headcount: 2, start_date: day(7), end_date: day(60) },
    });
  const getOne = (token: string, id: string) => call(orderRoute.GET, 'GET', `${O}/${id}`, { token, params: { id } });
  const put = (token: string, id: string, body: unknown) => call(orderRoute.PUT, 'PUT', `${O}/${id}`, { token, body, params: { id } });
  const cancel = (token: string, id: string) => call(cancelOrderRoute.PUT, 'PUT', `${O}/${id}/cancel`, { token, params: { id } });
  const fill = (token: string, id: string, body: unknown) =>
    call(fillOrderRoute.POST, 'POST', `${O}/${id}/fill`, { token, body, params: { id } });
  const list = async (token: string, query: Record<string, string>) =>
    bodyOf<ListBody<OrderRow> & { meta: { counts: OrderCounts } }>(
      await call(ordersRoute.GET, 'GET', `${O}?${new URLSearchParams(query)}`, { token }),
    );
  let mine: OrderDetail;
  let hidden: OrderDetail;

  beforeAll(async () => {
    await agencyPosition(site.acmeId, `Sorter ${site.tag}`);
    mine = await dataOf<OrderDetail>(await order(demo.admin, site.assigned[0]!));
    hidden = await dataOf<OrderDetail>(await order(demo.admin, site.id));
  });

  it('detail: 404 to the contact, 200 to an admin; her assigned site’s order still opens', async () => {
    expect(hidden.company_id).toBe(site.northwind);
    await expectError(await getOne(demo.contact, hidden._id), 404, 'not_found');
    expect((await dataOf<OrderDetail>(await getOne(demo.admin, hidden._id)))._id).toBe(hidden._id);
    expect((await dataOf<OrderDetail>(await getOne(demo.contact, mine._id)))._id).toBe(mine._id);
  });

  it('lists and tab counts leave it out for the contact; an admin sees it', async () => {
    const search = { search: `Sorter ${site.tag}`, per_page: '100' };
    const theirs = await list(demo.contact, search);
    expect(theirs.data.map((o) => o._id)).toEqual([mine._id]);
    expect(theirs.meta.counts.all).toBe(1);
    const there = await list(demo.contact, { location_id: site.id });
    expect(there.data).toEqual([]);
    expect(there.meta.counts.all).toBe(0);
    const all = await list(demo.contact, { per_page: '100' });
    const { n } = (
      await db().execute<{ n: number }>(sql`select count(*)::int as n from orders where tenant_id = ${site.acmeId}
      and location_id in (${sql.join(
        site.assigned.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`)
    ).rows[0]!;
    expect(all.meta.counts.all).toBe(Number(n));
    expect(all.data.every((o) => site.assigned.includes(o.location_id))).toBe(true);
    expect((await list(demo.admin, search)).data.map((o) => o._id).sort()).toEqual([mine._id, hidden._id].sort());
  });

  it('acting on it: update and cancel 404, fill 403 (admins only) and 404 below the guard, ordering there 403', async () => {
    await expectError(await put(demo.contact, hidden._id, { notes: 'mine now' }), 404, 'not_found');
    await expectError(await cancel(demo.contact, hidden._id), 404, 'not_found');
    await expectError(
      await fill(demo.contact, hidden._id, { candidate_id: await makeWorker(site, 'Fill'), bill_rate: 30, pay_rate: 20 }),
      403,
      'forbidden',
    );
    const scope = await contactScope(site);
    await expectNotFound(updateOrder(db(), scope, hidden._id, { notes: 'mine now' }));
    await expectNotFound(cancelOrder(db(), scope, hidden._id));
    await expectNotFound(fillOrder(db(), scope, hidden._id, { candidate_id: await makeWorker(site, 'Fill'), bill_rate: 30, pay_rate: 20 }));
    await expectError(await order(demo.contact, site.id), 403, 'forbidden');
    const [row] = await db().select().from(orders).where(eq(orders.id, hidden._id));
    expect(row).toMatchObject({ status: 'open', notes: null });
  });

  it('an order she made goes out of her sight when its site is unassigned from her: her company is not the scope', async () => {
    const link = { tenantId: site.acmeId, contactId: site.contact.contactId, locationId: site.id };
    await db().insert(contactLocations).values(link);
    const own = await dataOf<OrderDetail>(await order(demo.contact, site.id));
    expect(own).toMatchObject({ location_id: site.id, allowed: { edit: true, cancel: true } });
    await db()
      .delete(contactLocations)
      .where(and(eq(contactLocations.contactId, link.contactId), eq(contactLocations.locationId, site.id)));
    await expectError(await getOne(demo.contact, own._id), 404, 'not_found');
    await expectError(await put(demo.contact, own._id, { notes: 'still mine?' }), 404, 'not_found');
    await expectError(await cancel(demo.contact, own._id), 404, 'not_found');
    expect((await list(demo.contact, { search: `Sorter ${site.tag}`, per_page: '100' })).data.map((o) => o._id)).not.toContain(own._id);
    expect((await dataOf<OrderDetail>(await getOne(demo.admin, own._id))).created_by).toBe(site.contact.userId);
  });
});
