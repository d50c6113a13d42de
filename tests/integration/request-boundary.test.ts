import { NextRequest } from 'next/server';
import { sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as mailboxRoute from '@/app/api/dev/mailbox/route';
import * as unknownRoute from '@/app/api/[...path]/route';
import * as loginRequest from '@/app/api/main/client-portal/login-request/route';
import * as verifyLogin from '@/app/api/main/client-portal/verify-login/route';
import * as todos from '@/app/api/main/todos/route';
import * as user from '@/app/api/main/client-portal/user/route';
import { db } from '@/lib/db/client';
import { CLIENT_IP_HEADER } from '@/lib/http/client-ip';
import { JSON_BODY_LIMIT } from '@/lib/http/request-body';
import { call, expectError, json, latestLinkToken, signIn } from './helpers';

// vitest.config.ts has no MAILBOX_KEY: set one for this file (env() is read once per file).
const MAILBOX_KEY = 'request-boundary-mailbox-key';
process.env.MAILBOX_KEY = MAILBOX_KEY;

let admin = '';
beforeAll(async () => {
  admin = await signIn('admin@acme.test');
});

const TODOS = '/api/main/todos';
const todo = { title: 'From the boundary test' };

describe('dev mailbox: never readable without its key (finding 1)', () => {
  it('answers 404 without a key or with a wrong one, and the mail with the key (header or ?key=)', async () => {
    await expectError(await call(mailboxRoute.GET, 'GET', '/api/dev/mailbox'), 404, 'not_found');
    await expectError(await call(mailboxRoute.GET, 'GET', '/api/dev/mailbox?key=wrong-key-wrong-key'), 404, 'not_found');
    await expectError(await call(mailboxRoute.GET, 'GET', '/api/dev/mailbox', { headers: { 'x-mailbox-key': `${MAILBOX_KEY}x` } }), 404);
    const byHeader = await call(mailboxRoute.GET, 'GET', '/api/dev/mailbox?limit=1', { headers: { 'x-mailbox-key': MAILBOX_KEY } });
    expect(byHeader.status).toBe(200);
    expect((await json<{ data: unknown[] }>(byHeader)).data.length).toBe(1);
    expect((await call(mailboxRoute.GET, 'GET', `/api/dev/mailbox?key=${MAILBOX_KEY}&limit=1`)).status).toBe(200);
  });
});

describe('sign-in `next`: same-origin paths only (finding 2)', () => {
  // Six links for one address here; the hourly mail cap per address (lib/auth/login.ts) is auth.test's to prove.
  beforeEach(() => db().execute(sql`delete from rate_limits where key like ${'login:email-mail:%:recruiter@acme.test'}`));
  it.each(['/\t/evil.example', '//evil.example', '/\\evil.example', 'https://evil.example', '/..//evil.example'])(
    'a login-request with next %j signs the user in and sends them to the dashboard',
    async (next) => {
      const email = 'recruiter@acme.test';
      const ip = `10.55.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
      expect((await call(loginRequest.POST, 'POST', '/x', { body: { email, company_id: 'acme', next }, ip })).status).toBe(200);
      const token = await latestLinkToken(email);
      const res = await call(verifyLogin.POST, 'POST', '/x', { body: { token, company_id: 'acme' }, ip });
      expect(res.status).toBe(200);
      expect((await json<{ data: { next: string | null } }>(res)).data.next).toBeNull();
    },
  );

  it('keeps a real path', async () => {
    const email = 'recruiter@acme.test';
    await call(loginRequest.POST, 'POST', '/x', {
      body: { email, company_id: 'acme', next: '/timesheets?status=pending' },
      ip: '10.56.0.1',
    });
    const res = await call(verifyLogin.POST, 'POST', '/x', {
      body: { token: await latestLinkToken(email), company_id: 'acme' },
      ip: '10.56.0.1',
    });
    expect((await json<{ data: { next: string | null } }>(res)).data.next).toBe('/timesheets?status=pending');
  });
});

describe('client address: only the header the server sets from the socket counts (finding 4)', () => {
  it("ignores X-Forwarded-For and X-Real-IP: forged addresses share the real one's bucket", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await call(loginRequest.POST, 'POST', '/x', {
        body: { email: 'forged-headers@acme.test', company_id: 'acme' },
        ip: '10.57.0.1',
        headers: { 'x-forwarded-for': `203.0.113.${i}`, 'x-real-ip': `198.51.100.${i}` },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });
});

describe('body size caps: 413 before the body is read (finding 5)', () => {
  it('refuses a declared Content-Length over the JSON cap at once', async () => {
    const req = new NextRequest('http://localhost:3000/api/main/client-portal/login-request', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(200 * 1024 * 1024), [CLIENT_IP_HEADER]: '10.58.0.1' },
      body: '{}',
    });
    await expectError(await loginRequest.POST(req, { params: Promise.resolve({}) }), 413, 'payload_too_large');
  });

  it('cuts off a streamed body without Content-Length as soon as it passes the cap', async () => {
    let sent = 0;
    const chunk = new Uint8Array(64 * 1024).fill(0x20);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        // An endless body: the handler must stop reading it.
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const req = new NextRequest('http://localhost:3000/api/main/client-portal/login-request', {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CLIENT_IP_HEADER]: '10.58.0.2' },
      body,
      duplex: 'half',
    } as ConstructorParameters<typeof NextRequest>[1]);
    await expectError(await loginRequest.POST(req, { params: Promise.resolve({}) }), 413, 'payload_too_large');
    expect(sent).toBeLessThan(JSON_BODY_LIMIT + 4 * chunk.byteLength);
  });

  it('refuses a public form whose declared size is over the cap (413) before reading it', async () => {
    const { POST } = await import('@/app/api/candidates/public/[company]/jobs/[jobId]/apply/route');
    const req = new NextRequest('http://localhost:3000/api/candidates/public/acme/jobs/x/apply', {
      method: 'POST',
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(150 * 1024 * 1024),
        [CLIENT_IP_HEADER]: '10.58.0.3',
      },
      body: '--x--',
    });
    await expectError(
      await POST(req, { params: Promise.resolve({ company: 'acme', jobId: crypto.randomUUID() }) }),
      413,
      'payload_too_large',
    );
  });

  it('cuts off a streamed form field over the cap: the plain form post goes back to its page in the error state', async () => {
    const big = new FormData();
    big.set('first_name', 'x'.repeat(JSON_BODY_LIMIT + 10));
    const { POST } = await import('@/app/api/candidates/public/[company]/jobs/[jobId]/apply/route');
    const res = await call(POST, 'POST', '/x', { form: big, params: { company: 'acme', jobId: crypto.randomUUID() }, ip: '10.58.0.4' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toContain('error=');
  });
});

describe('CSRF: a write carrying the session cookie must come from this site (finding 12)', () => {
  it('refuses a cross-site text/plain post with the cookie (the reproduced attack)', async () => {
    const res = await call(todos.POST, 'POST', TODOS, {
      token: admin,
      rawBody: JSON.stringify(todo),
      headers: { origin: 'https://evil.example', 'content-type': 'text/plain' },
    });
    expect(res.status).toBe(403);
    expect((await json<{ error_code: string }>(res)).error_code).toBe('cross_site_request');
  });

  it('refuses by Sec-Fetch-Site (cross-site, same-site) and by Origin when the browser sends no Sec-Fetch-Site', async () => {
    const attempts: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example' },
      { origin: 'null' },
    ];
    for (const headers of attempts) {
      await expectError(await call(todos.POST, 'POST', TODOS, { token: admin, body: todo, headers }), 403, 'cross_site_request');
    }
  });

  it("refuses a JSON endpoint's body in another content type (415), even same-origin", async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const res = await call(todos.POST, 'POST', TODOS, {
        token: admin,
        rawBody: JSON.stringify(todo),
        headers: { 'content-type': type, 'sec-fetch-site': 'same-origin' },
      });
      await expectError(res, 415, 'unsupported_media_type');
    }
  });

  it("lets this site's own pages and non-browser clients write", async () => {
    expect(
      (
        await call(todos.POST, 'POST', TODOS, {
          token: admin,
          body: todo,
          headers: { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:3000' },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call(todos.POST, 'POST', TODOS, {
          token: admin,
          body: todo,
          headers: { origin: 'http://localhost:3000', host: 'localhost:3000' },
        })
      ).status,
    ).toBe(200);
    expect((await call(todos.POST, 'POST', TODOS, { token: admin, body: todo })).status).toBe(200);
  });

  it('leaves calls with the token in Authorization alone (apps and integrations)', async () => {
    const res = await call(todos.POST, 'POST', TODOS, {
      token: admin,
      auth: 'raw',
      body: todo,
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(res.status).toBe(200);
  });

  it('covers signing out: another site cannot end the session with the cookie', async () => {
    const own = await signIn('recruiter@globex.test');
    const { POST } = await import('@/app/api/main/client-portal/logout/route');
    await expectError(
      await call(POST, 'POST', '/x', { token: own, headers: { 'sec-fetch-site': 'cross-site' } }),
      403,
      'cross_site_request',
    );
    expect((await call(user.GET, 'GET', '/u', { token: own })).status).toBe(200);
    expect((await call(POST, 'POST', '/x', { token: own, headers: { 'sec-fetch-site': 'same-origin' } })).status).toBe(200);
  });

  it('never applies to reads', async () => {
    expect((await call(todos.GET, 'GET', TODOS, { token: admin, headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(200);
  });
});

describe('error shape and caching under /api (findings 9, 13)', () => {
  it('an unknown /api address is a JSON 404 for every method', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const res = await call(unknownRoute[method], method, '/api/main/nothing-here', {
        params: { path: ['main', 'nothing-here'] } as never,
      });
      await expectError(res, 404, 'not_found');
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
    }
  });

  it('answers, errors included, carry Cache-Control: no-store', async () => {
    const ok = await call(user.GET, 'GET', '/api/main/client-portal/user', { token: admin });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('cache-control')).toBe('no-store');
    const refused = await call(user.GET, 'GET', '/api/main/client-portal/user');
    expect(refused.status).toBe(401);
    expect(refused.headers.get('cache-control')).toBe('no-store');
  });
});
