import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as exportRoute from '@/app/api/main/custom-reports/[id]/export.csv/route';
import * as itemRoute from '@/app/api/main/custom-reports/[id]/route';
import * as runRoute from '@/app/api/main/custom-reports/[id]/run/route';
import * as previewRoute from '@/app/api/main/custom-reports/preview/route';
import * as listRoute from '@/app/api/main/custom-reports/route';
import * as sourcesRoute from '@/app/api/main/custom-reports/sources/route';
import { iterateReport, reportPage } from '@/lib/custom-reports/runner';
import type { ReportDefinition } from '@/lib/custom-reports/types';
import type { CustomReport, ReportRow, SourcesPayload } from '@/lib/custom-reports/schema';
import { db } from '@/lib/db/client';
import { candidates, placements, timesheets, users } from '@/lib/db/schema';
import { viewerClock } from '@/lib/timezones/clock';
import { profileTimeZone } from '@/lib/users/time-zone';
import { parseCsv } from '../support/csv';
import { makeApplication, makeCandidate, makePlacement, makeStatus, MISSING_ID } from './candidates-fixtures';
import { demoSessions } from './fixtures';
import { call, expectError, json } from './helpers';
import { locationsOf, makeTimesheet, type ListBody } from './time-helpers';
import { theRow } from '@/lib/db/rows';
import { atLeast } from '@/tests/support/present';

const BASE = '/api/main/custom-reports';
const demo = demoSessions(['admin', 'superadmin', 'recruiter', 'contact'], ['admin']);

const unique = (label: string) => `${label} ${randomUUID().slice(0, 8)}`;
const get = (route: { GET: typeof itemRoute.GET }, path: string, token: string, params: Record<string, string> = {}) =>
  call(route.GET, 'GET', `${BASE}${path}`, { token, params });
const create = (token: string, body: unknown) => call(listRoute.POST, 'POST', BASE, { token, body });
const preview = (token: string, body: unknown) => call(previewRoute.POST, 'POST', `${BASE}/preview`, { token, body });

async function created(body: Record<string, unknown>, token = demo.admin): Promise<CustomReport> {
  const res = await create(token, { name: unique('Report'), ...body });
  const out = await json<{ data: CustomReport }>(res);
  expect(res.status, JSON.stringify(out)).toBe(200);
  return out.data;
}

describe('GET custom-reports/sources', () => {
  it('lists the four sources with fields and filters, and the tenant values for the filters', async () => {
    const res = await get(sourcesRoute, '/sources', demo.superadmin);
    const body = await json<{ data: SourcesPayload }>(res);
    expect(res.status).toBe(200);
    expect(body.data.sources.map((s) => s.key)).toEqual(['timesheets', 'placements', 'candidates', 'applications']);
    expect(body.data.sources[0]!.fields.map((f) => f.key)).toContain('worker_name');
    expect(body.data.companies.length).toBeGreaterThan(0);
    expect(body.data.locations.every((l) => l.company_name)).toBe(true);
    expect(body.data.statuses.application.length).toBeGreaterThan(0);
  });

  it('is for admins only: recruiter and contact 403, no session 401', async () => {
    await expectError(await get(sourcesRoute, '/sources', demo.recruiter), 403, 'forbidden');
    await expectError(await get(sourcesRoute, '/sources', demo.contact), 403, 'forbidden');
    await expectError(await call(sourcesRoute.GET, 'GET', `${BASE}/sources`), 401, 'unauthorized_access');
  });
});

describe('custom report CRUD', () => {
  it('creates, lists, reads, updates and deletes a report', async () => {
    const report = await created({
      source: 'placements',
      fields: ['candidate_name', 'company_name', 'margin'],
      filters: { status: 'active' },
    });
    expect(report).toMatchObject({
      source: 'placements',
      fields: ['candidate_name', 'company_name', 'margin'],
      filters: { status: 'active' },
    });
    const list = await json<ListBody<CustomReport>>(await call(listRoute.GET, 'GET', BASE, { token: demo.admin }));
    expect(list.data.map((r) => r._id)).toContain(report._id);
    const one = await json<{ data: CustomReport }>(await get(itemRoute, `/${report._id}`, demo.admin, { id: report._id }));
    expect(one.data.name).toBe(report.name);

    const renamed = unique('Renamed');
    const put = await call(itemRoute.PUT, 'PUT', `${BASE}/${report._id}`, {
      token: demo.admin,
      params: { id: report._id },
      body: { name: renamed, source: 'placements', fields: ['margin', 'candidate_name'], filters: {} },
    });
    const updated = await json<{ data: CustomReport }>(put);
    expect(put.status).toBe(200);
    expect(updated.data).toMatchObject({ name: renamed, fields: ['margin', 'candidate_name'], filters: {} });

    const del = await call(itemRoute.DELETE, 'DELETE', `${BASE}/${report._id}`, { token: demo.admin, params: { id: report._id } });
    expect(del.status).toBe(200);
    await expectError(await get(itemRoute, `/${report._id}`, demo.admin, { id: report._id }), 404, 'not_found');
  });

  it('keeps names unique per tenant (409), but another tenant may use the same name', async () => {
    const name = unique('Weekly hours');
    const first = await created({ name, source: 'timesheets', fields: ['worker_name'] });
    await expectError(await create(demo.admin, { name, source: 'timesheets', fields: ['status'] }), 409, 'conflict');
    const other = await created({ source: 'timesheets', fields: ['status'] });
    await expectError(
      await call(itemRoute.PUT, 'PUT', `${BASE}/${other._id}`, {
        token: demo.admin,
        params: { id: other._id },
        body: { name, source: 'timesheets', fields: ['status'] },
      }),
      409,
      'conflict',
    );
    const globex = await created({ name, source: 'timesheets', fields: ['worker_name'] }, demo.globexAdmin);
    expect(globex._id).not.toBe(first._id);
  });

  it("answers 404 for another tenant's report or an id that is not one, on every route", async () => {
    const report = await created({ source: 'candidates', fields: ['email'] });
    const params = { id: report._id };
    await expectError(await get(itemRoute, `/${report._id}`, demo.globexAdmin, params), 404, 'not_found');
    await expectError(await get(runRoute, `/${report._id}/run`, demo.globexAdmin, params), 404, 'not_found');
    await expectError(await get(exportRoute, `/${report._id}/export.csv`, demo.globexAdmin, params), 404, 'not_found');
    await expectError(
      await call(itemRoute.PUT, 'PUT', `${BASE}/${report._id}`, {
        token: demo.globexAdmin,
        params,
        body: { name: 'Mine now', source: 'candidates', fields: ['email'] },
      }),
      404,
      'not_found',
    );
    await expectError(
      await call(itemRoute.DELETE, 'DELETE', `${BASE}/${report._id}`, { token: demo.globexAdmin, params }),
      404,
      'not_found',
    );
    await expectError(await get(itemRoute, '/nope', demo.admin, { id: 'nope' }), 404, 'not_found');
    await expectError(await get(itemRoute, `/${MISSING_ID}`, demo.admin, { id: MISSING_ID }), 404, 'not_found');
    expect((await get(itemRoute, `/${report._id}`, demo.admin, params)).status).toBe(200);
  });

  it('refuses bad input with 400 and a message, and other roles with 403', async () => {
    const bad = [
      { name: 'x', source: 'users', fields: ['email'] },
      { name: 'x', source: 'candidates', fields: ['password_hash'] },
      { name: 'x', source: 'candidates', fields: [] },
      { name: '', source: 'candidates', fields: ['email'] },
      { name: 'x', source: 'candidates', fields: ['email'], filters: { location_id: MISSING_ID } },
      { name: 'x', source: 'timesheets', fields: ['status'], filters: { status: "approved' or 1=1 --" } },
    ];
    for (const body of bad) await expectError(await create(demo.admin, body), 400, 'bad_request');
    await expectError(await create(demo.recruiter, { name: unique('R'), source: 'candidates', fields: ['email'] }), 403, 'forbidden');
    await expectError(await create(demo.contact, { name: unique('C'), source: 'candidates', fields: ['email'] }), 403, 'forbidden');
    await expectError(await call(listRoute.GET, 'GET', BASE), 401, 'unauthorized_access');
  });
});

describe('preview and run', () => {
  it('previews the rows the filters pick, with only the chosen fields, newest first', async () => {
    const loc = theRow(await locationsOf(demo.acmeId));
    const sheet = await makeTimesheet({ tenantId: demo.acmeId, locationId: loc.id, status: 'rejected', cards: 5 });
    const filters = { status: 'rejected', location_id: loc.id, date_from: sheet.weekStart, date_to: sheet.weekStart };
    const res = await preview(demo.admin, {
      source: 'timesheets',
      fields: ['_id', 'week_start', 'total_hours', 'bill_total', 'locked'],
      filters,
    });
    const body = await json<{ data: ReportRow[] }>(res);
    expect(res.status, JSON.stringify(body)).toBe(200);
    const row = body.data.find((r) => r._id === sheet.id);
    expect(row).toEqual({ _id: sheet.id, week_start: sheet.weekStart, total_hours: 40, bill_total: 1040, locked: false });
    expect(body.data.every((r) => Object.keys(r).length === 5)).toBe(true);
    const other = await json<{ data: ReportRow[] }>(
      await preview(demo.admin, { source: 'timesheets', fields: ['_id'], filters: { ...filters, status: 'approved' } }),
    );
    expect(other.data.map((r) => r._id)).not.toContain(sheet.id);
    await expectError(await preview(demo.admin, { source: 'timesheets', fields: ['nope'] }), 400, 'bad_request');
    await expectError(await preview(demo.recruiter, { source: 'timesheets', fields: ['_id'] }), 403, 'forbidden');
  });

  it('reports over candidates, applications and placements, filtered by status and date', async () => {
    const status = await makeStatus(demo.acmeId, { kind: 'application', name: unique('Stage') });
    const person = await makeCandidate(demo.acmeId);
    const application = await makeApplication(demo.acmeId, person.id, status.id);
    const placement = await makePlacement(demo.acmeId, person.id);
    const apps = await json<{ data: ReportRow[] }>(
      await preview(demo.admin, {
        source: 'applications',
        fields: ['_id', 'candidate_email', 'status', 'archived'],
        filters: { status: status.id },
      }),
    );
    expect(apps.data).toEqual([{ _id: application.id, candidate_email: person.email, status: status.name, archived: false }]);
    const places = await json<{ data: ReportRow[] }>(
      await preview(demo.admin, {
        source: 'placements',
        fields: ['_id', 'margin', 'start_date'],
        filters: { date_from: '2024-03-04', date_to: '2024-03-04' },
      }),
    );
    expect(places.data).toContainEqual({ _id: placement.id, margin: 10, start_date: '2024-03-04' });
    const today = new Date().toISOString().slice(0, 10);
    const people = await json<{ data: ReportRow[] }>(
      await preview(demo.admin, { source: 'candidates', fields: ['_id', 'applications_count'], filters: { date_from: today } }),
    );
    expect(people.data).toContainEqual({ _id: person.id, applications_count: 1 });
  });

  it('runs a saved report page by page with the total', async () => {
    const loc = theRow(await locationsOf(demo.acmeId));
    const sheets = await Promise.all(
      [1, 2, 3].map(() => makeTimesheet({ tenantId: demo.acmeId, locationId: loc.id, status: 'pending', comment: 'run-me' })),
    );
    const weeks = sheets.map((s) => s.weekStart).sort();
    const report = await created({
      source: 'timesheets',
      fields: ['_id', 'week_start'],
      filters: { status: 'pending', location_id: loc.id, date_from: weeks[0], date_to: weeks[2] },
    });
    const params = { id: report._id };
    const page1 = await json<ListBody<ReportRow>>(
      await call(runRoute.GET, 'GET', `${BASE}/${report._id}/run?page=1&per_page=2`, { token: demo.admin, params }),
    );
    const page2 = await json<ListBody<ReportRow>>(
      await call(runRoute.GET, 'GET', `${BASE}/${report._id}/run?page=2&per_page=2`, { token: demo.admin, params }),
    );
    const total = page1.meta.totalItems;
    expect(total).toBeGreaterThanOrEqual(3);
    expect(page1.meta).toMatchObject({ total, page: 1, per_page: 2 });
    expect(page1.data).toHaveLength(2);
    const seen = [...page1.data, ...page2.data].map((r) => r.week_start as string);
    expect(seen).toEqual([...seen].sort().reverse());
    await expectError(
      await call(runRoute.GET, 'GET', `${BASE}/${report._id}/run?per_page=1000`, { token: demo.admin, params }),
      400,
      'bad_request',
    );
  });
});

describe('streaming a run', () => {
  // Seeded rows share created_at (one transaction) and week_start: the id tie-break must keep pages apart.
  it.each(['candidates', 'timesheets'] as const)('reads every %s row exactly once, in the order of a run', async (source) => {
    const def: ReportDefinition = { source, fields: ['_id'], filters: {} };
    const all = await reportPage(db(), demo.acmeId, def, { limit: 100_000, offset: 0 });
    const streamed: ReportRow[] = [];
    for await (const row of iterateReport(db(), demo.acmeId, def, {}, 7)) streamed.push(row);
    expect(all.length).toBeGreaterThan(14);
    expect(streamed).toEqual(all);
  });
});

describe('GET custom-reports/{id}/export.csv', () => {
  it('streams the report as CSV named {company}-{report}-{timestamp}.csv, with formula cells quoted', async () => {
    const loc = theRow(await locationsOf(demo.acmeId));
    const sheet = await makeTimesheet({ tenantId: demo.acmeId, locationId: loc.id, status: 'submitted' });
    await db()
      .update(timesheets)
      .set({ comment: '=HYPERLINK("http://evil.test")', manager: '@SUM(A1)' })
      .where(eq(timesheets.id, sheet.id));
    const name = `Payroll check ${randomUUID().slice(0, 6)}`;
    const report = await created({
      name,
      source: 'timesheets',
      fields: ['_id', 'comment', 'manager', 'regular_hours'],
      filters: { location_id: loc.id, date_from: sheet.weekStart, date_to: sheet.weekStart, status: 'submitted' },
    });
    const res = await get(exportRoute, `/${report._id}/export.csv`, demo.admin, { id: report._id });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    expect(res.headers.get('content-disposition')).toMatch(new RegExp(`^attachment; filename="acme-${slug}-\\d{8}-\\d{6}\\.csv"$`));
    const rows = parseCsv(await res.text());
    // A person's download: the builder's column names (issue 22 item 9), not the integration file's.
    expect(rows[0]).toEqual(['Timesheet ID', 'Comment', 'Manager', 'Regular hours']);
    expect(rows.find((r) => r[0] === sheet.id)).toEqual([sheet.id, `'=HYPERLINK("http://evil.test")`, "'@SUM(A1)", '0']);
  });

  it("reads in the downloader's language: headers, statuses in words, instants on her clock with the zone named", async () => {
    const person = await makeCandidate(demo.acmeId);
    const placement = await makePlacement(demo.acmeId, person.id);
    const report = await created({ source: 'placements', fields: ['_id', 'candidate_name', 'status', 'created_at', 'bill_rate'] });
    const res = await call(exportRoute.GET, 'GET', `${BASE}/${report._id}/export.csv`, {
      token: demo.admin,
      params: { id: report._id },
      headers: { 'accept-language': 'de-DE,de;q=0.9' },
    });
    const [header, ...lines] = atLeast(parseCsv(await res.text()), 1);
    // The placement column carries the tenant's placement word (the catalogue's "Vermittlung" unless renamed).
    expect(header[0]).toMatch(/-ID$/);
    expect(header.slice(1)).toEqual(['Kandidat', 'Status', 'Erstellt am', 'Verrechnungssatz']);
    const admin = theRow(await db().select({ id: users.id }).from(users).where(eq(users.email, 'admin@acme.test')));
    const zone = (await profileTimeZone(db(), { tenantId: demo.acmeId, userId: admin.id })).effective;
    expect(lines.find((l) => l[0] === placement.id)).toEqual([
      placement.id,
      `${person.firstName} ${person.lastName}`,
      'Aktiv',
      viewerClock('de', zone).stamp(placement.createdAt),
      '30',
    ]);
    await db().delete(placements).where(eq(placements.id, placement.id));
    await db().delete(candidates).where(eq(candidates.id, person.id));
  });

  it('quotes a formula typed into a candidate name too', async () => {
    const person = await makeCandidate(demo.acmeId, { firstName: '+cmd|calc', lastName: '-2+3' });
    const report = await created({ source: 'candidates', fields: ['_id', 'first_name', 'last_name'] });
    const rows = parseCsv(await (await get(exportRoute, `/${report._id}/export.csv`, demo.admin, { id: report._id })).text());
    expect(rows.find((r) => r[0] === person.id)).toEqual([person.id, "'+cmd|calc", "'-2+3"]);
    await db().delete(candidates).where(eq(candidates.id, person.id));
  });

  it('is for admins only', async () => {
    const report = await created({ source: 'candidates', fields: ['email'] });
    await expectError(await get(exportRoute, `/${report._id}/export.csv`, demo.recruiter, { id: report._id }), 403, 'forbidden');
    await expectError(
      await call(exportRoute.GET, 'GET', `${BASE}/${report._id}/export.csv`, { params: { id: report._id } }),
      401,
      'unauthorized_access',
    );
  });
});
