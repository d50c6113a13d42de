import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import * as listRoute from '@/app/api/main/custom-reports/route';
import * as exportRoute from '@/app/api/main/client-portal/timesheets/export/[kind]/route';
import * as paychexRoute from '@/app/api/main/integrations/paychex/route';
import type { CustomReport } from '@/lib/custom-reports/schema';
import { CUSTOM_FIELDS, PAYCHEX_COLUMNS } from '@/lib/timesheets/export';
import { parseCsv } from '../support/csv';
import { MISSING_ID } from './candidates-fixtures';
import { demoSessions } from './fixtures';
import { call, expectError, json } from './helpers';
import { contactLocationIds, makeTimesheet, unassignedLocation } from './time-helpers';
import { theRow } from '@/lib/db/rows';

/** export/custom with a saved report, and export/paychex-csv with a saved layout (extends timesheets-export.test.ts). */
const demo = demoSessions(['admin', 'contact'], ['admin']);
// The saved layout is the tenant's: leave acme on the defaults for the files that run after this one.
afterAll(async () => {
  await call(paychexRoute.DELETE, 'DELETE', '/api/main/integrations/paychex', { token: demo.admin });
});

const exportAs = (token: string, kind: string, body: unknown) =>
  call(exportRoute.POST, 'POST', `/api/main/client-portal/timesheets/export/${kind}`, { token, body, params: { kind } });

async function saved(token: string, body: Record<string, unknown>): Promise<CustomReport> {
  const res = await call(listRoute.POST, 'POST', '/api/main/custom-reports', {
    token,
    body: { name: `Export ${randomUUID().slice(0, 8)}`, ...body },
  });
  const out = await json<{ data: CustomReport }>(res);
  expect(res.status, JSON.stringify(out)).toBe(200);
  return out.data;
}

describe('export/custom with custom_report', () => {
  it("exports the saved report's columns, in its order, for the selected timesheets", async () => {
    const loc = theRow(await contactLocationIds('acme'));
    const sheets = await Promise.all(
      [0, 1, 2].map(() => makeTimesheet({ tenantId: demo.acmeId, locationId: loc, status: 'approved', cards: 6 })),
    );
    const report = await saved(demo.admin, {
      source: 'timesheets',
      fields: ['_id', 'worker_name', 'overtime_hours', 'pay_total', 'week_end'],
    });
    const ids = sheets.slice(0, 2).map((s) => s.id);
    const res = await exportAs(demo.admin, 'custom', { custom_report: report._id, timesheet_ids: ids });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/acme-timesheets-\d{8}-\d{6}\.csv/);
    const rows = parseCsv(await res.text());
    expect(rows[0]).toEqual(report.fields.map((f) => CUSTOM_FIELDS[f]!.header));
    expect(
      rows
        .slice(1)
        .map((r) => r[0])
        .sort(),
    ).toEqual([...ids].sort());
    // 48 hours: 40 regular and 8 overtime at 18.00 → 720 + 216
    expect(rows.slice(1).every((r) => r[2] === '8' && r[3] === '936')).toBe(true);
  });

  it("applies the report's own filters when no ids are sent", async () => {
    const loc = await unassignedLocation('acme');
    const sheet = await makeTimesheet({ tenantId: demo.acmeId, locationId: loc, status: 'rejected' });
    const report = await saved(demo.admin, {
      source: 'timesheets',
      fields: ['_id', 'status'],
      filters: { status: 'rejected', location_id: loc, date_from: sheet.weekStart, date_to: sheet.weekStart },
    });
    const rows = parseCsv(await (await exportAs(demo.admin, 'custom', { custom_report: report._id })).text());
    expect(rows.slice(1)).toEqual([[sheet.id, 'rejected']]);
  });

  it('keeps a contact to their own locations and away from pay figures', async () => {
    // Told apart by their comments: her file carries no timesheet ids (issue 22 item 13).
    const tag = randomUUID().slice(0, 8);
    const mine = await makeTimesheet({
      tenantId: demo.acmeId,
      locationId: theRow(await contactLocationIds('acme')),
      status: 'submitted',
      comment: `mine ${tag}`,
    });
    const theirs = await makeTimesheet({
      tenantId: demo.acmeId,
      locationId: await unassignedLocation('acme'),
      status: 'submitted',
      comment: `theirs ${tag}`,
    });
    const report = await saved(demo.admin, { source: 'timesheets', fields: ['comment', 'bill_total'], filters: { status: 'submitted' } });
    const comments = parseCsv(await (await exportAs(demo.contact, 'custom', { custom_report: report._id })).text())
      .slice(1)
      .map((r) => r[0]);
    expect(comments).toContain(`mine ${tag}`);
    expect(comments).not.toContain(`theirs ${tag}`);
    await expectError(await exportAs(demo.contact, 'custom', { custom_report: report._id, timesheet_ids: [theirs.id] }), 404, 'not_found');
    const withPay = await saved(demo.admin, { source: 'timesheets', fields: ['_id', 'pay_rate'] });
    await expectError(await exportAs(demo.contact, 'custom', { custom_report: withPay._id, timesheet_ids: [mine.id] }), 403, 'forbidden');
  });

  it("answers 404 for another tenant's or an unknown report, and 400 for a report of another source", async () => {
    const report = await saved(demo.admin, { source: 'timesheets', fields: ['_id'] });
    await expectError(await exportAs(demo.globexAdmin, 'custom', { custom_report: report._id }), 404, 'not_found');
    await expectError(await exportAs(demo.admin, 'custom', { custom_report: MISSING_ID }), 404, 'not_found');
    await expectError(await exportAs(demo.admin, 'custom', { custom_report: 'weekly-hours' }), 404, 'not_found');
    const people = await saved(demo.admin, { source: 'candidates', fields: ['email'] });
    const body = await expectError(await exportAs(demo.admin, 'custom', { custom_report: people._id }), 400, 'bad_request');
    expect(body.message).toMatch(/candidates report/);
    await expectError(await exportAs(demo.admin, 'custom', { custom_report: report._id, fields: ['_id'] }), 400, 'bad_request');
  });
});

describe('export/paychex-csv with the saved layout', () => {
  it('writes the saved columns, codes and date format; the defaults again once reset', async () => {
    const loc = theRow(await contactLocationIds('acme'));
    const sheet = await makeTimesheet({ tenantId: demo.acmeId, locationId: loc, status: 'approved', cards: 6 });
    const layout = {
      company_code: 'ACME77',
      columns: ['Worker Name', 'Company ID', 'Week Start', 'Pay Component', 'Hours'],
      date_format: 'MM/dd/yyyy',
      regular_earnings_code: 'REG',
      overtime_earnings_code: 'OT 1',
    };
    const put = await call(paychexRoute.PUT, 'PUT', '/api/main/integrations/paychex', { token: demo.admin, body: layout });
    expect(put.status).toBe(200);
    const rows = parseCsv(await (await exportAs(demo.admin, 'paychex-csv', { timesheet_ids: [sheet.id] })).text());
    const [y, m, d] = sheet.weekStart.split('-');
    expect(rows[0]).toEqual(layout.columns);
    expect(rows.slice(1).map((r) => r.slice(1))).toEqual([
      ['ACME77', `${m}/${d}/${y}`, 'REG', '40.00'],
      ['ACME77', `${m}/${d}/${y}`, 'OT 1', '8.00'],
    ]);

    await call(paychexRoute.DELETE, 'DELETE', '/api/main/integrations/paychex', { token: demo.admin });
    const again = parseCsv(await (await exportAs(demo.admin, 'paychex-csv', { timesheet_ids: [sheet.id] })).text());
    expect(again[0]).toEqual([...PAYCHEX_COLUMNS]);
    expect(again[1]![0]).toBe('ACME');
    expect(again[1]![3]).toBe('Regular');
  });
});
