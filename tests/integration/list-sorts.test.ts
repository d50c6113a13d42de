import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import * as applicationsRoute from '@/app/api/candidates/applications/route';
import * as timecardsRoute from '@/app/api/main/client-portal/timecards/route';
import * as companiesRoute from '@/app/api/main/companies/route';
import * as ordersRoute from '@/app/api/main/orders/route';
import * as placementsRoute from '@/app/api/main/placements/route';
import * as pushRoute from '@/app/api/main/push-notifications/route';
import * as contactsRoute from '@/app/api/on-demand/company-contacts/route';
import { db } from '@/lib/db/client';
import { companies, contacts } from '@/lib/db/schema';
import { call, json } from './helpers';
import { contactLocationIds, type ErrorBody, type ListBody, signInAs, tenantBySlug } from './time-helpers';
import { atLeast } from '@/tests/support/present';

// Header sorts of the lists (issue 22): each list API takes `sort` (field or -field), orders by it with the id as
// the tie-break in the same direction, refuses an unknown field with a translated 400, and keeps the contact scope.
type Handler = Parameters<typeof call>[0];
type Row = { _id: string } & Record<string, unknown>;

const tag = randomUUID().slice(0, 8);
let admin = '';
let contact = '';
let acmeId = '';

const list = async (handler: Handler, path: string, token: string, query: Record<string, string>) => {
  const res = await call(handler, 'GET', `${path}?${new URLSearchParams({ per_page: '100', ...query })}`, { token });
  const body = await json<ListBody<Row> & ErrorBody>(res);
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body;
};
const ids = (b: ListBody<Row>) => b.data.map((r) => r._id);

/** Fixtures in the order the sort must give ascending: by key, then by id (the tie-break). */
const expected = <T extends { id: string }>(rows: T[], key: (r: T) => string) =>
  [...rows].sort((a, b) => (key(a) === key(b) ? (a.id < b.id ? -1 : 1) : key(a) < key(b) ? -1 : 1)).map((r) => r.id);

beforeAll(async () => {
  [admin, contact] = await Promise.all([signInAs('admin@acme.test'), signInAs('contact@acme.test')]);
  acmeId = (await tenantBySlug('acme')).id;
});

describe('companies sort by name and status', () => {
  it('orders asc and desc by each column, equal names tie-broken by id, desc exactly the reverse', async () => {
    // Two companies share a name: only the id can order them, the same way on every request.
    const made = await db()
      .insert(companies)
      .values([
        { tenantId: acmeId, name: `Sortco ${tag} Beta`, status: 'active' },
        { tenantId: acmeId, name: `Sortco ${tag} Alpha`, status: 'inactive' },
        { tenantId: acmeId, name: `Sortco ${tag} Beta`, status: 'active' },
      ])
      .returning();
    const path = '/api/main/companies';
    const search = `Sortco ${tag}`;
    const byName = expected(made, (c) => c.name);
    const byStatus = expected(made, (c) => `${c.status} ${c.name}`);
    expect(ids(await list(companiesRoute.GET, path, admin, { search }))).toEqual(byName);
    expect(ids(await list(companiesRoute.GET, path, admin, { search, sort: 'name' }))).toEqual(byName);
    expect(ids(await list(companiesRoute.GET, path, admin, { search, sort: '-name' }))).toEqual([...byName].reverse());
    expect(ids(await list(companiesRoute.GET, path, admin, { search, sort: 'status' }))).toEqual(byStatus);
    expect(ids(await list(companiesRoute.GET, path, admin, { search, sort: '-status' }))).toEqual([...byStatus].reverse());
    // Paging through a tie never repeats or skips a row.
    const pages = await Promise.all(
      ['1', '2', '3'].map((page) => list(companiesRoute.GET, path, admin, { search, sort: '-name', per_page: '1', page })),
    );
    expect(pages.flatMap(ids)).toEqual([...byName].reverse());
  });
});

describe('contacts sort by name, company and email', () => {
  it('orders asc and desc by each column with the id tie-break', async () => {
    const [a, b] = atLeast(
      await db()
        .insert(companies)
        .values([
          { tenantId: acmeId, name: `Contactco ${tag} A` },
          { tenantId: acmeId, name: `Contactco ${tag} B` },
        ])
        .returning(),
      2,
    );
    const made = await db()
      .insert(contacts)
      .values([
        { tenantId: acmeId, companyId: a.id, firstName: 'Zed', lastName: `Kay${tag}`, email: `c-${tag}@x.test` },
        { tenantId: acmeId, companyId: b.id, firstName: 'Amy', lastName: `Kay${tag}`, email: `a-${tag}@x.test` },
        { tenantId: acmeId, companyId: a.id, firstName: 'Amy', lastName: `Kay${tag}`, email: `b-${tag}@x.test` },
      ])
      .returning();
    const company = new Map([a, b].map((c) => [c.id, c.name]));
    const path = '/api/on-demand/company-contacts';
    const search = `Contactco ${tag}`;
    const cases: [string, string[]][] = [
      ['name', expected(made, (c) => `${c.lastName} ${c.firstName}`)],
      ['company', expected(made, (c) => `${company.get(c.companyId)} ${c.lastName} ${c.firstName}`)],
      ['email', expected(made, (c) => c.email)],
    ];
    for (const [sort, asc] of cases) {
      expect(ids(await list(contactsRoute.GET, path, admin, { search, sort })), sort).toEqual(asc);
      expect(ids(await list(contactsRoute.GET, path, admin, { search, sort: `-${sort}` })), sort).toEqual([...asc].reverse());
    }
    // The default is by name.
    expect(ids(await list(contactsRoute.GET, path, admin, { search }))).toEqual(cases[0]![1]);
  });
});

type Scoped = Row & { location_id: string; start_date: string };
const scopedLists: [string, Handler, string, string[]][] = [
  ['placements', placementsRoute.GET, '/api/main/placements', ['candidate', 'company', 'start_date']],
  ['orders', ordersRoute.GET, '/api/main/orders', ['position', 'company', 'start_date', 'status']],
];

describe.each(scopedLists)('%s sort for a contact', (_name, handler, path, fields) => {
  it('keeps her location scope under every sort, desc the exact reverse of asc, start dates in order', async () => {
    const assigned = new Set(await contactLocationIds('acme'));
    for (const sort of fields) {
      const asc = await list(handler, path, contact, { status: 'all', sort });
      const desc = await list(handler, path, contact, { status: 'all', sort: `-${sort}` });
      expect(asc.data.length, sort).toBeGreaterThan(0);
      expect(asc.meta.totalItems).toBeLessThanOrEqual(100);
      for (const r of asc.data as Scoped[]) expect(assigned.has(r.location_id), sort).toBe(true);
      expect(ids(desc), sort).toEqual([...ids(asc)].reverse());
      if (sort === 'start_date') {
        const days = (asc.data as Scoped[]).map((r) => r.start_date);
        expect(days).toEqual([...days].sort());
      }
    }
  });

  it('sorts newest start first by default', async () => {
    const rows = (await list(handler, path, contact, { status: 'all' })).data as Scoped[];
    expect(ids({ data: rows, meta: { totalItems: 0 } })).toEqual(
      ids(await list(handler, path, contact, { status: 'all', sort: '-start_date' })),
    );
  });
});

type Dated = Row & { location_id?: string; clock_in?: string; created_at?: string };
// Lists too long to hold whole: the first page in each direction differs, and the date column is in order.
const longLists: [string, Handler, string, 'admin' | 'contact', string[], string, (r: Dated) => string][] = [
  [
    'timecards',
    timecardsRoute.GET,
    '/api/main/client-portal/timecards',
    'contact',
    ['worker', 'location', 'clock_in'],
    'clock_in',
    (r) => r.clock_in ?? '',
  ],
  [
    'applications',
    applicationsRoute.GET,
    '/api/candidates/applications',
    'admin',
    ['candidate', 'applied'],
    'applied',
    (r) => r.created_at ?? '',
  ],
  [
    'push notifications',
    pushRoute.GET,
    '/api/main/push-notifications',
    'admin',
    ['title', 'status', 'when', 'created_at'],
    'created_at',
    (r) => r.created_at ?? '',
  ],
];

describe.each(longLists)('%s sort', (_name, handler, path, who, fields, dateField, dateOf) => {
  it('orders by each column both ways with a stable tie-break; a contact keeps her scope', async () => {
    const token = who === 'contact' ? contact : admin;
    const assigned = new Set(await contactLocationIds('acme'));
    for (const sort of fields) {
      const [asc, ascAgain, desc] = await Promise.all([
        list(handler, path, token, { sort }),
        list(handler, path, token, { sort }),
        list(handler, path, token, { sort: `-${sort}` }),
      ]);
      expect(asc.data.length, sort).toBeGreaterThan(1);
      // The tie-break makes the order one order: the same request answers the same rows in the same order.
      expect(ids(ascAgain), sort).toEqual(ids(asc));
      if (asc.meta.totalItems <= 100) expect(ids(desc), sort).toEqual([...ids(asc)].reverse());
      else expect(ids(desc), sort).not.toEqual(ids(asc));
      if (who === 'contact') for (const r of asc.data as Dated[]) expect(assigned.has(String(r.location_id)), sort).toBe(true);
      if (sort === dateField) {
        const stamps = (asc.data as Dated[]).map((r) => Date.parse(dateOf(r)));
        expect(stamps).toEqual([...stamps].sort((a, b) => a - b));
        const back = (desc.data as Dated[]).map((r) => Date.parse(dateOf(r)));
        expect(back).toEqual([...back].sort((a, b) => b - a));
      }
    }
  });
});

const allLists: [string, Handler, string][] = [
  ['companies', companiesRoute.GET, '/api/main/companies'],
  ['contacts', contactsRoute.GET, '/api/on-demand/company-contacts'],
  ['placements', placementsRoute.GET, '/api/main/placements'],
  ['orders', ordersRoute.GET, '/api/main/orders'],
  ['timecards', timecardsRoute.GET, '/api/main/client-portal/timecards'],
  ['applications', applicationsRoute.GET, '/api/candidates/applications'],
  ['push notifications', pushRoute.GET, '/api/main/push-notifications'],
];

describe.each(allLists)('%s refuses a sort it does not offer', (_name, handler, path) => {
  it.each(['pay_rate', '--name', 'name;drop', 'name '])('sort=%s is a 400 in the reader’s language, not a 500', async (sort) => {
    const res = await call(handler, 'GET', `${path}?${new URLSearchParams({ sort })}`, {
      token: admin,
      headers: { 'accept-language': 'de' },
    });
    const body = await json<ErrorBody>(res);
    expect(res.status).toBe(400);
    expect(body.message).toContain('sort');
    expect(body.message).toContain('muss einer dieser Werte sein');
  });
});
