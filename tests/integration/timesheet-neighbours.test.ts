import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as list from '@/app/api/main/client-portal/timesheets/v2/route';
import { listPlaceOf } from '@/components/timesheets/view/list-position';
import { db } from '@/lib/db/client';
import type { Scope } from '@/lib/timesheets/scope';
import type { TimesheetRow } from '@/lib/timesheets/schema';
import { call, json } from './helpers';
import { contactLocationIds, type ListBody, signInAs, tenantBySlug, unassignedLocation } from './time-helpers';

// The timesheet view's Previous / Next (issue 22): the neighbours of a sheet are those of the list it was
// opened from, in that list's order and filters, across its pages, and only what the reader may see.

let admin = '';
let contact = '';
let adminScope: Scope;
let contactScope: Scope;

beforeAll(async () => {
  [admin, contact] = await Promise.all([signInAs('admin@acme.test'), signInAs('contact@acme.test')]);
  const acme = await tenantBySlug('acme');
  adminScope = { tenantId: acme.id, tenantSlug: acme.slug, tenantName: acme.name, locationIds: null };
  contactScope = { ...adminScope, locationIds: await contactLocationIds('acme') };
});

/** Every row of the list as the list API pages it (the screen's order), for the list's URL query. */
async function wholeList(token: string, urlQuery: Record<string, string>): Promise<string[]> {
  const { status = 'all', location, from, to, q, sort = '-week_start' } = urlQuery;
  const api: Record<string, string> = { status, sort, per_page: '100' };
  if (location) api.location = location;
  if (from && to) api.dateRange = `${from} to ${to}`;
  if (q) api.custom_search = q;
  const ids: string[] = [];
  for (let page = 1; ; page++) {
    const res = await call(
      list.GET,
      'GET',
      `/api/main/client-portal/timesheets/v2?${new URLSearchParams({ ...api, page: String(page) })}`,
      {
        token,
      },
    );
    const body = await json<ListBody<TimesheetRow> & { meta: { total: number } }>(res);
    expect(res.status, JSON.stringify(body)).toBe(200);
    ids.push(...body.data.map((r) => r._id));
    if (body.data.length < 100) {
      expect(ids.length).toBe(body.meta.total);
      return ids;
    }
  }
}

/** The list's first, second, page-boundary (25th/26th of the default page size), middle and last rows. */
const probes = (n: number) => [...new Set([0, 1, 24, 25, Math.floor(n / 2), n - 2, n - 1].filter((i) => i >= 0 && i < n))];

async function expectWalksLike(scope: Scope, token: string, urlQuery: Record<string, string>) {
  const ids = await wholeList(token, urlQuery);
  expect(ids.length, JSON.stringify(urlQuery)).toBeGreaterThan(2);
  // The page and page size the list was on do not change where a sheet stands in it.
  const back = `/timesheets?${new URLSearchParams({ ...urlQuery, page: '2', per_page: '10' })}`;
  for (const i of probes(ids.length)) {
    const place = await listPlaceOf(db(), scope, ids[i]!, back);
    expect(place.back).toBe(back);
    expect(place.neighbours, `${JSON.stringify(urlQuery)} #${i}`).toEqual({
      position: i + 1,
      total: ids.length,
      previous: ids[i - 1] ?? null,
      next: ids[i + 1] ?? null,
    });
  }
  return ids;
}

describe('timesheetNeighbours: Previous / Next walk the list the view was opened from', () => {
  it('in the default order (newest week first), ends included', async () => {
    const ids = await expectWalksLike(adminScope, admin, {});
    expect((await listPlaceOf(db(), adminScope, ids[0]!, undefined)).neighbours?.previous).toBeNull();
    expect((await listPlaceOf(db(), adminScope, ids.at(-1)!, undefined)).neighbours?.next).toBeNull();
  });

  it.each([
    [{ sort: 'worker' }],
    [{ sort: '-worker' }],
    [{ sort: '-total_hours' }],
    [{ sort: 'location' }],
    [{ sort: 'status', status: 'all' }],
    [{ sort: 'updated_at', status: 'approved' }],
  ])('sorted and filtered as the list: %j', async (urlQuery) => {
    await expectWalksLike(adminScope, admin, urlQuery);
  });

  it('with a location, a date range and a search', async () => {
    const weeks = await db().execute<{ week_start: string }>(
      sql`select distinct week_start::text from timesheets where tenant_id = ${adminScope.tenantId} order by 1`,
    );
    const from = weeks.rows[0]!.week_start;
    const to = weeks.rows.at(-1)!.week_start;
    await expectWalksLike(adminScope, admin, { location: await unassignedLocation('acme'), sort: 'worker' });
    await expectWalksLike(adminScope, admin, { from, to, sort: '-week_start' });
    const { first_name: name } = (
      await db().execute<{
        first_name: string;
      }>(sql`select c.first_name, count(*) from timesheets t join candidates c on c.id = t.candidate_id
        where t.tenant_id = ${adminScope.tenantId} and t.archived_at is null group by c.first_name order by count(*) desc, 1 limit 1`)
    ).rows[0]!;
    await expectWalksLike(adminScope, admin, { q: name, sort: '-total_hours' });
  });

  it("a contact walks her assigned locations' sheets only; another location's sheet has no place in her list", async () => {
    const ids = await expectWalksLike(contactScope, contact, { sort: 'worker' });
    const hidden = (await wholeList(admin, { location: await unassignedLocation('acme') }))[0]!;
    expect(ids).not.toContain(hidden);
    expect((await listPlaceOf(db(), contactScope, hidden, '/timesheets')).neighbours).toBeNull();
  });

  // A view costs one list page: each step's link names the page its sheet is on, so walking on from it reads
  // that page (the whole list is numbered only for a sheet found elsewhere).
  it('each step carries the page its sheet is on, and walking by the steps across a page boundary keeps the place', async () => {
    const ids = await wholeList(admin, {});
    expect(ids.length).toBeGreaterThan(25);
    let back = `/timesheets?${new URLSearchParams({ page: '2', per_page: '10' })}`;
    // Page 1 is the list's default: its link carries no page.
    const pageParam = (position: number) => (Math.ceil(position / 10) > 1 ? String(Math.ceil(position / 10)) : null);
    for (let i = 10; i < 23; i++) {
      const place = await listPlaceOf(db(), adminScope, ids[i]!, back);
      expect(place.neighbours).toEqual({ position: i + 1, total: ids.length, previous: ids[i - 1], next: ids[i + 1] });
      expect(new URLSearchParams(place.steps!.next.split('?')[1]).get('page')).toBe(pageParam(i + 2));
      expect(new URLSearchParams(place.steps!.previous.split('?')[1]).get('page')).toBe(pageParam(i));
      back = place.steps!.next;
    }
  });

  it('a sheet the list does not hold (another tab) has no neighbours, and the back link keeps that tab', async () => {
    const approved = await wholeList(admin, { status: 'approved' });
    const place = await listPlaceOf(db(), adminScope, approved[0]!, '/timesheets?status=pending');
    expect(place).toEqual({ back: '/timesheets?status=pending', neighbours: null });
  });

  it.each([
    ['https://evil.example/timesheets?status=approved'],
    ['//evil.example/timesheets'],
    ['/candidates?sort=name'],
    ['/timesheets?sort=nonsense&status=bogus&location=not-a-uuid&page=-4&per_page=100000&from=2026-99-99'],
    [['/timesheets?status=approved', '/timesheets?status=pending']],
    [42],
  ])('a tampered back value %j is the plain list, or the default query, never an error', async (raw) => {
    const ids = await wholeList(admin, {});
    const place = await listPlaceOf(db(), adminScope, ids[1]!, raw);
    expect(place.back.startsWith('/timesheets')).toBe(true);
    expect(place.back === '/timesheets' || place.back.startsWith('/timesheets?')).toBe(true);
    expect(place.neighbours).toEqual({ position: 2, total: ids.length, previous: ids[0], next: ids[2] });
  });
});
