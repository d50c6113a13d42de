import { and, eq, isNull, notInArray } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { beforeAll, describe, expect, it } from 'vitest';
import * as exportRoute from '@/app/api/main/client-portal/timesheets/export/[kind]/route';
import { db } from '@/lib/db/client';
import { timesheets } from '@/lib/db/schema';
import { PAYCHEX_COLUMNS } from '@/lib/timesheets/export';
import { parseCsv } from '../support/csv';
import { call, expectError } from './helpers';
import { contactLocationIds, signInAs, tenantBySlug } from './time-helpers';
import { atLeast } from '@/tests/support/present';

let admin = '';
let contact = '';
let globexAdmin = '';
let acmeId = '';
beforeAll(async () => {
  [admin, contact, globexAdmin] = await Promise.all([
    signInAs('admin@acme.test'),
    signInAs('contact@acme.test'),
    signInAs('admin@globex.test'),
  ]);
  acmeId = (await tenantBySlug('acme')).id;
});

const exportAs = (token: string, kind: string, body: unknown) =>
  call(exportRoute.POST, 'POST', `/api/main/client-portal/timesheets/export/${kind}`, { token, body, params: { kind } });

async function approvedIds(n: number, locationIds?: string[]): Promise<string[]> {
  const rows = await db()
    .select({ id: timesheets.id, loc: timesheets.locationId })
    .from(timesheets)
    .where(and(eq(timesheets.tenantId, acmeId), eq(timesheets.status, 'approved'), isNull(timesheets.archivedAt)))
    .limit(500);
  return rows
    .filter((r) => !locationIds || locationIds.includes(r.loc))
    .slice(0, n)
    .map((r) => r.id);
}

describe('POST timesheets/export/{kind}', () => {
  it('CSV of selected ids: a header and exactly those rows, named {company}-timesheets-{timestamp}.csv', async () => {
    const ids = await approvedIds(3);
    const res = await exportAs(admin, 'csv', { timesheet_ids: ids });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="acme-timesheets-\d{8}-\d{6}\.csv"/);
    const rows = parseCsv(await res.text());
    expect(rows[0]).toContain('Worker');
    expect(rows[0]).toContain('Pay Rate');
    expect(rows.length).toBe(1 + 3);
  });

  it('neutralises cells a spreadsheet would evaluate', async () => {
    const id = (await approvedIds(1))[0]!;
    await db()
      .update(timesheets)
      .set({ comment: '=HYPERLINK("http://evil.test","click")', manager: '+cmd|calc' })
      .where(eq(timesheets.id, id));
    const rows = parseCsv(await (await exportAs(admin, 'custom', { timesheet_ids: [id], fields: ['_id', 'comment', 'manager'] })).text());
    expect(rows).toHaveLength(2);
    expect(rows[1]).toEqual([id, `'=HYPERLINK("http://evil.test","click")`, "'+cmd|calc"]);
  });

  it('exports a filter when no ids are given, matching the list', async () => {
    const loc = (await contactLocationIds('acme'))[0]!;
    const res = await exportAs(admin, 'csv', { filter: { status: 'approved', location: loc } });
    const rows = parseCsv(await res.text());
    const expected = await db()
      .select({ id: timesheets.id })
      .from(timesheets)
      .where(
        and(
          eq(timesheets.tenantId, acmeId),
          eq(timesheets.status, 'approved'),
          eq(timesheets.locationId, loc),
          isNull(timesheets.archivedAt),
        ),
      );
    expect(rows.length - 1).toBe(expected.length);
  });

  it('Paychex CSV has the Paychex layout', async () => {
    const rows = parseCsv(await (await exportAs(admin, 'paychex-csv', { timesheet_ids: await approvedIds(2) })).text());
    expect(rows[0]).toEqual([...PAYCHEX_COLUMNS]);
    expect(rows.slice(1).every((r) => ['Regular', 'Overtime'].includes(r[3]!))).toBe(true);
  });

  it('condensed PDF opens, with the workers in it', async () => {
    const ids = await approvedIds(5);
    const res = await exportAs(admin, 'pdf-condensed', { timesheet_ids: ids });
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/acme-timesheets-\d{8}-\d{6}\.pdf/);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const parser = new PDFParse({ data: bytes });
    const text = await parser.getText();
    expect(text.total).toBeGreaterThanOrEqual(1);
    expect(text.text).toContain('Acme Staffing');
    expect(text.text).toContain('Total: 5 timesheets');
    await parser.destroy();
  });

  it('a client contact gets bill figures only, and no payroll file', async () => {
    const mine = await approvedIds(2, await contactLocationIds('acme'));
    const rows = parseCsv(await (await exportAs(contact, 'csv', { timesheet_ids: mine })).text());
    expect(rows[0]).toContain('Bill rate');
    expect(rows[0]).not.toContain('Pay rate');
    expect(rows[0]).not.toContain('Pay total');
    await expectError(await exportAs(contact, 'paychex-csv', { timesheet_ids: mine }), 403, 'forbidden');
    await expectError(await exportAs(contact, 'custom', { timesheet_ids: mine, fields: ['worker_name', 'pay_rate'] }), 403, 'forbidden');
  });

  // Issue 22: what a client downloads is hers to read: no agency ids or book-keeping, her language's headers
  // and status words. The staff's default file keeps its English headers (integrations parse it).
  it("a client contact reads her file in her language, without the agency's internal columns", async () => {
    const mine = await approvedIds(2, await contactLocationIds('acme'));
    const german = { 'accept-language': 'de-DE,de;q=0.9' };
    const res = await call(exportRoute.POST, 'POST', '/api/main/client-portal/timesheets/export/csv', {
      token: contact,
      body: { timesheet_ids: mine },
      params: { kind: 'csv' },
      headers: german,
    });
    const [header, ...lines] = atLeast(parseCsv(await res.text()), 1);
    expect(header).toContain('Mitarbeiter');
    for (const internal of ['User ID', 'Worker ID', 'Invoiced Vendor', 'Locked', 'Payroll Exported At', 'Mitarbeiter-ID', 'Gesperrt'])
      expect(header).not.toContain(internal);
    expect(header).toHaveLength(15);
    const status = header.indexOf('Status');
    expect(lines.map((l) => l[status])).toEqual(['Genehmigt', 'Genehmigt']);
    // Only internal columns asked for: nothing left to export, a 400 in her language.
    const none = await call(exportRoute.POST, 'POST', '/api/main/client-portal/timesheets/export/custom', {
      token: contact,
      body: { timesheet_ids: mine, fields: ['user_id', 'locked'] },
      params: { kind: 'custom' },
      headers: german,
    });
    expect(none.status).toBe(400);
    const staff = parseCsv(await (await exportAs(admin, 'csv', { timesheet_ids: mine })).text());
    expect(staff[0]).toEqual(expect.arrayContaining(['Worker', 'User ID', 'Locked', 'Pay Rate']));
  });

  it("another tenant's or another location's ids → 404 before any byte is sent", async () => {
    const ids = await approvedIds(1);
    await expectError(await exportAs(globexAdmin, 'csv', { timesheet_ids: ids }), 404, 'not_found');
    const assigned = await contactLocationIds('acme');
    // Asked for directly: the first rows in heap order can all be hers once the seed has updated some rows.
    const outside = (
      await db()
        .select({ id: timesheets.id })
        .from(timesheets)
        .where(and(eq(timesheets.tenantId, acmeId), notInArray(timesheets.locationId, assigned)))
        .limit(1)
    )[0]!;
    await expectError(await exportAs(contact, 'csv', { timesheet_ids: [outside.id] }), 404, 'not_found');
  });

  it('bad input → 400; unknown kind → 404; no session → 401', async () => {
    await expectError(await exportAs(admin, 'custom', { fields: [] }), 400, 'bad_request');
    await expectError(await exportAs(admin, 'custom', { fields: ['worker_name', 'password'] }), 400, 'bad_request');
    await expectError(await exportAs(admin, 'csv', { timesheet_ids: ['not-a-uuid'] }), 400, 'bad_request');
    await expectError(await exportAs(admin, 'csv', { filter: { dateRange: 'yesterday' } }), 400, 'bad_request');
    await expectError(await exportAs(admin, 'xlsx', {}), 404, 'not_found');
    await expectError(await call(exportRoute.POST, 'POST', '/x', { body: {}, params: { kind: 'csv' } }), 401, 'unauthorized_access');
  });
});
