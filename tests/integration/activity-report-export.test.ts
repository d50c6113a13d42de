import { and, asc, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db/client';
import { auditLog, companies } from '@/lib/db/schema';
import { parseCsv } from '../support/csv';
import { buildWorld, csvCall, EVIL, type World } from './activity-report-fixtures';
import { demoSessions } from './fixtures';
import { expectError } from './helpers';
import { tenantBySlug } from './time-helpers';
import { theRow } from '@/lib/db/rows';

const demo = demoSessions(['admin', 'contact']);
let w: World;
let globexCompany = '';
const MARCH = { from: '2019-03-04', to: '2019-03-17' };

beforeAll(async () => {
  w = await buildWorld((await tenantBySlug('acme')).id);
  const globex = await tenantBySlug('globex');
  globexCompany = theRow(
    await db().select({ id: companies.id }).from(companies).where(eq(companies.tenantId, globex.id)).orderBy(asc(companies.name)).limit(1),
  ).id;
});

describe('GET /api/main/activity-report/export.csv', () => {
  it('series: a zero-filled row per day, as an attachment named {company}-activity-{from}-{to}.csv', async () => {
    const res = await csvCall(w.reader, { ...MARCH, user_id: w.userId });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="acme-activity-2019-03-04-2019-03-17.csv"');
    const rows = parseCsv(await res.text());
    expect(rows[0]).toEqual(['Day', 'Logins', 'Timesheet actions', 'Applications', 'Placements']);
    expect(rows).toHaveLength(1 + 14);
    expect(rows.find((r) => r[0] === '2019-03-05')).toEqual(['2019-03-05', '2', '0', '0', '0']);
    expect(rows.find((r) => r[0] === '2019-03-09')).toEqual(['2019-03-09', '0', '0', '0', '1']);
  });

  it('users: a formula-looking user name is written as text, not a formula', async () => {
    const res = await csvCall(w.reader, { ...MARCH, company_id: w.companyId, kind: 'users' });
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="acme-activity-users-2019-03-04-2019-03-17.csv"');
    const rows = parseCsv(await res.text());
    expect(rows[0]).toEqual(['User', 'Email', 'Logins', 'Timesheet actions', 'Applications', 'Placements', 'Last active']);
    const mine = rows.find((r) => r[1] === w.userEmail);
    expect(mine?.[0]).toMatch(/^'=HYPERLINK\(/);
    expect(mine?.slice(2)).toEqual(['0', '2', '1', '1', '2019-03-09T10:00:00.000Z']);
    expect(rows.every((r) => !r[0]!.startsWith('='))).toBe(true);
  });

  it('companies: the company name is neutralised too', async () => {
    const rows = parseCsv(await (await csvCall(w.reader, { ...MARCH, company_id: w.companyId, kind: 'companies' })).text());
    expect(rows).toEqual([
      ['Company', 'Logins', 'Timesheet actions', 'Applications', 'Placements'],
      [`'${w.companyName}`, '1', '4', '2', '1'],
    ]);
    expect(w.companyName.startsWith(EVIL)).toBe(true);
  });

  it('records who exported what', async () => {
    await csvCall(demo.admin, { ...MARCH, company_id: w.companyId, kind: 'companies' });
    const [row] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, w.tenantId), eq(auditLog.action, 'activity_report.export')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(row?.meta).toMatchObject({ kind: 'companies', from: MARCH.from, to: MARCH.to, company_id: w.companyId });
  });

  it('refuses bad input (400), other tenants (404), contacts (403) and anonymous callers (401)', async () => {
    expect((await expectError(await csvCall(demo.admin, { ...MARCH, kind: 'everything' }), 400)).message).toMatch(/kind/);
    await expectError(await csvCall(demo.admin, { from: MARCH.to, to: MARCH.from }), 400);
    await expectError(await csvCall(demo.admin, { from: '2018-01-01', to: '2019-12-31' }), 400);
    await expectError(await csvCall(demo.admin, { ...MARCH, company_id: globexCompany }), 404);
    await expectError(await csvCall(demo.contact, MARCH), 403);
    await expectError(await csvCall(undefined, MARCH), 401);
  });
});
