import { and, eq, isNotNull } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it } from 'vitest';
import * as apply from '@/app/api/candidates/public/[company]/jobs/[jobId]/apply/route';
import * as publicSettings from '@/app/api/main/client-portal/[company_id]/settings/public/route';
import * as workerWeek from '@/app/api/main/client-portal/timesheets/[userId]/route';
import * as timesheet from '@/app/api/main/client-portal/timesheets/v2/[id]/route';
import * as timecards from '@/app/api/main/client-portal/timecards/route';
import * as whosWorking from '@/app/api/main/client-portal/whos-working/route';
import * as companies from '@/app/api/main/companies/route';
import * as applications from '@/app/api/candidates/applications/route';
import * as shifts from '@/app/api/on-demand/shifts/v2/route';
import * as workAppTimesheet from '@/app/api/work-app/v2/app/timerecord/timesheet/route';
import { CLIENT_IP_HEADER } from '@/lib/http/client-ip';
import { db } from '@/lib/db/client';
import { candidates, jobs, tenants, timesheets } from '@/lib/db/schema';
import * as maintenance from '@/app/api/main/client-portal/[company_id]/maintenance-mode/route';
import * as settings from '@/app/api/main/client-portal/[company_id]/settings/route';
import * as loginRequest from '@/app/api/main/client-portal/login-request/route';
import * as verifyLogin from '@/app/api/main/client-portal/verify-login/route';
import * as labels from '@/app/api/main/dashboard-labels/route';
import * as label from '@/app/api/main/dashboard-labels/[id]/route';
import * as layouts from '@/app/api/main/layouts/[id]/route';
import * as mailbox from '@/app/api/dev/mailbox/route';
import { call, expectError, signIn, type CallOptions } from './helpers';
import { theRow } from '@/lib/db/rows';

let admin = '';
// Rows of acme the date cases name, so only the bad value can be what is refused.
const real = { job: '', timesheet: '', worker: '', location: '' };
beforeAll(async () => {
  admin = await signIn('admin@acme.test');
  const acme = theRow(await db().select().from(tenants).where(eq(tenants.slug, 'acme')));
  const job = theRow(
    await db()
      .select()
      .from(jobs)
      .where(and(eq(jobs.tenantId, acme.id), eq(jobs.status, 'open'), isNotNull(jobs.publishedAt)))
      .limit(1),
  );
  const sheet = theRow(await db().select().from(timesheets).where(eq(timesheets.tenantId, acme.id)).limit(1));
  Object.assign(real, { job: job.id, timesheet: sheet.id, worker: sheet.candidateId, location: sheet.locationId });
});

type Case = { name: string; handler: Parameters<typeof call>[0]; method: string; path?: string; opts: () => CallOptions };
const company = { company_id: 'acme' };
const SAFETY_NET = 'A value in the request is not valid';

// Every handler that takes input, each fed something malformed: 400 with a message, never a 500.
const CASES: Case[] = [
  { name: 'login-request: malformed JSON', handler: loginRequest.POST, method: 'POST', opts: () => ({ rawBody: '{"email":' }) },
  { name: 'login-request: array body', handler: loginRequest.POST, method: 'POST', opts: () => ({ body: [1, 2] }) },
  {
    name: 'login-request: email too long',
    handler: loginRequest.POST,
    method: 'POST',
    opts: () => ({ body: { email: `${'a'.repeat(250)}@x.io`, company_id: 'acme' } }),
  },
  { name: 'verify-login: malformed JSON', handler: verifyLogin.POST, method: 'POST', opts: () => ({ rawBody: 'nope' }) },
  {
    name: 'verify-login: token of wrong type',
    handler: verifyLogin.POST,
    method: 'POST',
    opts: () => ({ body: { token: 42, company_id: 'acme' } }),
  },
  {
    name: 'settings PUT: JSON instead of multipart',
    handler: settings.PUT,
    method: 'PUT',
    opts: () => ({ token: admin, params: company, body: {} }),
  },
  {
    name: 'settings POST: bad colour',
    handler: settings.POST,
    method: 'POST',
    opts: () => ({ token: admin, params: company, form: formWith('primary', '{"secondary_color":"#12"}') }),
  },
  {
    name: 'settings PUT: file where JSON belongs',
    handler: settings.PUT,
    method: 'PUT',
    opts: () => ({ token: admin, params: company, form: fileAs('timesheets') }),
  },
  {
    name: 'maintenance PUT: malformed JSON',
    handler: maintenance.PUT,
    method: 'PUT',
    opts: () => ({ token: admin, params: company, rawBody: '{' }),
  },
  {
    name: 'maintenance PUT: message too long',
    handler: maintenance.PUT,
    method: 'PUT',
    opts: () => ({ token: admin, params: company, body: { enabled: true, message: 'x'.repeat(501) } }),
  },
  { name: 'labels PUT: malformed JSON', handler: labels.PUT, method: 'PUT', opts: () => ({ token: admin, rawBody: '[' }) },
  {
    name: 'labels PUT: label too long',
    handler: labels.PUT,
    method: 'PUT',
    opts: () => ({ token: admin, body: { labels: [{ key: 'order', label: 'x'.repeat(41) }] } }),
  },
  {
    name: 'label PUT: missing label',
    handler: label.PUT,
    method: 'PUT',
    opts: () => ({ token: admin, params: { id: 'shift' }, body: {} }),
  },
  {
    name: 'layout PUT: malformed JSON',
    handler: layouts.PUT,
    method: 'PUT',
    opts: () => ({ token: admin, params: { id: 'me' }, rawBody: '{"layout_type"' }),
  },
  {
    name: 'layout PUT: wrong value',
    handler: layouts.PUT,
    method: 'PUT',
    opts: () => ({ token: admin, params: { id: 'me' }, body: { topbar_theme: 'neon' } }),
  },
  { name: 'mailbox GET: limit out of range', handler: mailbox.GET, method: 'GET', path: '/api/dev/mailbox?limit=100000', opts: () => ({}) },
  // Issue 9's reproduced cases: each once answered 500 (or 400 only through the database's refusal).
  {
    name: 'settings PUT: a JSON part over 64 KB',
    handler: settings.PUT,
    method: 'PUT',
    opts: () => ({ token: admin, params: company, form: formWith('integrations', JSON.stringify({ junk: 'x'.repeat(70_000) })) }),
  },
  {
    name: 'labels PUT: 20,000 labels',
    handler: labels.PUT,
    method: 'PUT',
    opts: () => ({ token: admin, body: { labels: Array.from({ length: 20_000 }, () => ({ key: 'shift', label: 'Shift' })) } }),
  },
  {
    name: 'public settings GET: NUL company (/client-portal/%00/settings/public)',
    handler: publicSettings.GET,
    method: 'GET',
    opts: () => ({ params: { company_id: '\u0000' } }),
  },
  {
    name: 'companies GET: ?search=%00',
    handler: companies.GET,
    method: 'GET',
    path: '/api/main/companies?search=%00',
    opts: () => ({ token: admin }),
  },
  {
    name: 'companies POST: name a lone surrogate',
    handler: companies.POST,
    method: 'POST',
    opts: () => ({ token: admin, body: { name: '\ud800' } }),
  },
  {
    name: 'apply POST (JSON): NUL in first_name',
    handler: apply.POST,
    method: 'POST',
    opts: () => ({ params: { company: 'acme', jobId: real.job }, ip: '10.77.0.1', body: applicant('Ann\u0000') }),
  },
  {
    name: 'whos-working GET: from=2024-02-30',
    handler: whosWorking.GET,
    method: 'GET',
    path: '/api/main/client-portal/whos-working?history=true&from=2024-02-30',
    opts: () => ({ token: admin }),
  },
  {
    name: 'worker week GET: date=0000-01-01',
    handler: workerWeek.GET,
    method: 'GET',
    path: '/api/main/client-portal/timesheets/x?date=0000-01-01',
    opts: () => ({ token: admin, params: { userId: real.worker } }),
  },
  {
    name: 'worker week GET: date=2024-02-30 (once a RangeError: 500)',
    handler: workerWeek.GET,
    method: 'GET',
    path: '/api/main/client-portal/timesheets/x?date=2024-02-30',
    opts: () => ({ token: admin, params: { userId: real.worker } }),
  },
  {
    name: 'work-app timesheet POST: week_start=2024-13-01',
    handler: workAppTimesheet.POST,
    method: 'POST',
    opts: () => ({ token: admin, body: { user_id: real.worker, location_id: real.location, week_start: '2024-13-01' } }),
  },
  {
    name: 'shifts GET: startDate=2024-02-30',
    handler: shifts.GET,
    method: 'GET',
    path: '/api/on-demand/shifts/v2?startDate=2024-02-30',
    opts: () => ({ token: admin }),
  },
  {
    name: 'timecards GET: dateRange=0000-01-01',
    handler: timecards.GET,
    method: 'GET',
    path: '/api/main/client-portal/timecards?dateRange=0000-01-01',
    opts: () => ({ token: admin }),
  },
  {
    name: 'applications GET: from=2024-02-30',
    handler: applications.GET,
    method: 'GET',
    path: '/api/candidates/applications?from=2024-02-30',
    opts: () => ({ token: admin }),
  },
  {
    name: 'timesheet PUT: clock_in in year 0',
    handler: timesheet.PUT,
    method: 'PUT',
    opts: () => ({
      token: admin,
      params: { id: real.timesheet },
      body: { timecards: [{ clock_in: '0000-01-01T08:00:00Z', clock_out: '0000-01-01T16:00:00Z', break_minutes: 0 }] },
    }),
  },
  {
    name: 'timesheet PUT: offset -23:59 (PostgreSQL stops at 15:59)',
    handler: timesheet.PUT,
    method: 'PUT',
    opts: () => ({
      token: admin,
      params: { id: real.timesheet },
      body: { timecards: [{ clock_in: '2025-01-06T08:00:00-23:59', clock_out: '2025-01-06T16:00:00-23:59', break_minutes: 0 }] },
    }),
  },
];

const applicant = (firstName: string) => ({
  first_name: firstName,
  last_name: 'Lee',
  email: `ann.${Date.now()}@mail.test`,
  phone: '(614) 555-0100',
});

function formWith(name: string, value: string) {
  const f = new FormData();
  f.set(name, value);
  return f;
}
function fileAs(name: string) {
  const f = new FormData();
  f.set(name, new File(['{}'], 'x.json', { type: 'application/json' }));
  return f;
}

describe('bad input answers 400 with a message on every handler', () => {
  for (const c of CASES) {
    it(c.name, async () => {
      const body = await expectError(await call(c.handler, c.method, c.path ?? '/api/test', c.opts()), 400, 'bad_request');
      expect(body.message).not.toMatch(/something went wrong/i);
      // The input boundary refused it, not PostgreSQL (lib/http/error-response's safety net).
      expect(body.message).not.toBe(SAFETY_NET);
    });
  }

  it('apply POST (plain HTML form): NUL in first_name goes back to the form as invalid, nothing stored', async () => {
    const email = `nul.${Date.now()}@mail.test`;
    const form = new URLSearchParams({ ...applicant('Ann\u0000'), email });
    const req = new NextRequest(new URL(`/api/candidates/public/acme/jobs/${real.job}/apply`, 'http://localhost:3000'), {
      method: 'POST',
      body: form.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', [CLIENT_IP_HEADER]: '10.77.0.2' },
    });
    const res = await apply.POST(req, { params: Promise.resolve({ company: 'acme', jobId: real.job }) });
    // A form without JavaScript gets its 400 as the page's error state (post/redirect/get).
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/acme/jobs/${real.job}?error=invalid&fields=first_name#apply`);
    expect(await db().select().from(candidates).where(eq(candidates.email, email))).toHaveLength(0);
  });
});
