import { beforeAll, describe, expect, it } from 'vitest';
import * as maintenance from '@/app/api/main/client-portal/[company_id]/maintenance-mode/route';
import * as settings from '@/app/api/main/client-portal/[company_id]/settings/route';
import * as loginRequest from '@/app/api/main/client-portal/login-request/route';
import * as verifyLogin from '@/app/api/main/client-portal/verify-login/route';
import * as labels from '@/app/api/main/dashboard-labels/route';
import * as label from '@/app/api/main/dashboard-labels/[id]/route';
import * as layouts from '@/app/api/main/layouts/[id]/route';
import * as mailbox from '@/app/api/dev/mailbox/route';
import { call, expectError, signIn, type CallOptions } from './helpers';

let admin = '';
beforeAll(async () => {
  admin = await signIn('admin@acme.test');
});

type Case = { name: string; handler: Parameters<typeof call>[0]; method: string; opts: () => CallOptions };
const company = { company_id: 'acme' };

// Every handler that takes input, each fed something malformed: 400 with a message, never a 500.
const CASES: Case[] = [
  { name: 'login-request: malformed JSON', handler: loginRequest.POST, method: 'POST', opts: () => ({ rawBody: '{"email":' }) },
  { name: 'login-request: array body', handler: loginRequest.POST, method: 'POST', opts: () => ({ body: [1, 2] }) },
  { name: 'login-request: email too long', handler: loginRequest.POST, method: 'POST', opts: () => ({ body: { email: `${'a'.repeat(250)}@x.io`, company_id: 'acme' } }) },
  { name: 'verify-login: malformed JSON', handler: verifyLogin.POST, method: 'POST', opts: () => ({ rawBody: 'nope' }) },
  { name: 'verify-login: token of wrong type', handler: verifyLogin.POST, method: 'POST', opts: () => ({ body: { token: 42, company_id: 'acme' } }) },
  { name: 'settings PUT: JSON instead of multipart', handler: settings.PUT, method: 'PUT', opts: () => ({ token: admin, params: company, body: {} }) },
  { name: 'settings POST: bad colour', handler: settings.POST, method: 'POST', opts: () => ({ token: admin, params: company, form: formWith('primary', '{"secondary_color":"#12"}') }) },
  { name: 'settings PUT: file where JSON belongs', handler: settings.PUT, method: 'PUT', opts: () => ({ token: admin, params: company, form: fileAs('timesheets') }) },
  { name: 'maintenance PUT: malformed JSON', handler: maintenance.PUT, method: 'PUT', opts: () => ({ token: admin, params: company, rawBody: '{' }) },
  { name: 'maintenance PUT: message too long', handler: maintenance.PUT, method: 'PUT', opts: () => ({ token: admin, params: company, body: { enabled: true, message: 'x'.repeat(501) } }) },
  { name: 'labels PUT: malformed JSON', handler: labels.PUT, method: 'PUT', opts: () => ({ token: admin, rawBody: '[' }) },
  { name: 'labels PUT: label too long', handler: labels.PUT, method: 'PUT', opts: () => ({ token: admin, body: { labels: [{ key: 'order', label: 'x'.repeat(41) }] } }) },
  { name: 'label PUT: missing label', handler: label.PUT, method: 'PUT', opts: () => ({ token: admin, params: { id: 'shift' }, body: {} }) },
  { name: 'layout PUT: malformed JSON', handler: layouts.PUT, method: 'PUT', opts: () => ({ token: admin, params: { id: 'me' }, rawBody: '{"layout_type"' }) },
  { name: 'layout PUT: wrong value', handler: layouts.PUT, method: 'PUT', opts: () => ({ token: admin, params: { id: 'me' }, body: { topbar_theme: 'neon' } }) },
  { name: 'mailbox GET: limit out of range', handler: mailbox.GET, method: 'GET', opts: () => ({}) },
];

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
      const path = c.name.startsWith('mailbox') ? '/api/dev/mailbox?limit=100000' : '/api/test';
      const body = await expectError(await call(c.handler, c.method, path, c.opts()), 400, 'bad_request');
      expect(body.message).not.toMatch(/something went wrong/i);
    });
  }
});
