import { expect, test } from '@playwright/test';
import { apiSignIn, MAILBOX_KEY, mailboxPage, stateFile, visit } from './support';

// Issue 9 findings, checked against the real server (scripts/server.mjs in front of Next), where the
// socket address, malformed URLs and Next's own error answers exist. The in-process integration tests
// (tests/integration/request-boundary.test.ts) cover the same rules in depth.

test.describe('anonymous visitor', () => {
  test('cannot read the dev mailbox without its key (page and API), and can with it', async ({ request }) => {
    expect((await request.get('/dev/mailbox')).status()).toBe(404);
    expect((await request.get('/dev/mailbox?key=guess-guess-guess-guess')).status()).toBe(404);
    const api = await request.get('/api/dev/mailbox');
    expect(api.status()).toBe(404);
    expect(await api.json()).toMatchObject({ error_code: 'not_found' });
    expect((await request.get(mailboxPage())).status()).toBe(200);
    expect((await request.get('/api/dev/mailbox?limit=1', { headers: { 'x-mailbox-key': MAILBOX_KEY } })).status()).toBe(200);
  });

  test('cannot escape the per-address sign-in limit by forging X-Forwarded-For (TRUST_PROXY=0)', async ({ request }) => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await request.post('/api/main/client-portal/login-request', {
        data: { email: 'forged-xff@acme.test', company_id: 'acme' },
        headers: { 'x-forwarded-for': `203.0.113.${i + 1}`, 'x-real-ip': `198.51.100.${i + 1}`, 'x-portal-client-ip': `192.0.2.${i + 1}` },
      });
      statuses.push(res.status());
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });

  test('gets JSON errors under /api: unknown path, missing method, malformed escape, NUL in a path', async ({ request }) => {
    const cases = [
      [await request.get('/api/main/no-such-endpoint'), 404],
      [await request.delete('/api/main/client-portal/login-request'), 405],
      [await request.get('/api/candidates/candidates/%E0%A4%A'), 400],
      [await request.get('/api/main/client-portal/%00/settings/public'), 400],
    ] as const;
    for (const [res, status] of cases) {
      expect(res.status(), res.url()).toBe(status);
      expect(res.headers()['content-type']).toMatch(/application\/json/);
      expect(typeof (await res.json()).message).toBe('string');
    }
    expect((await request.get('/candidates/%E0%A4%A')).status()).toBe(400);
  });

  test('gets 413 for a body over the cap, before it is read', async ({ request }) => {
    const res = await request.post('/api/main/client-portal/login-request', {
      headers: { 'content-type': 'application/json' },
      data: JSON.stringify({ email: 'a@b.test', company_id: 'acme', pad: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.status()).toBe(413);
    expect(await res.json()).toMatchObject({ error_code: 'payload_too_large' });
  });
});

test.describe('signed-in user', () => {
  test.use({ storageState: stateFile('acme', 'admin') });

  test('is sent to the dashboard, never off-site, whatever `next` the login page gets', async ({ request }) => {
    for (const next of [
      '%2F%09%2Fevil.example',
      '%0A',
      '%0D',
      '%E3%80%82',
      '%2F%2Fevil.example',
      '%2F%5Cevil.example',
      'https%3A%2F%2Fevil.example',
    ]) {
      const res = await request.get(`/acme/login?next=${next}`, { maxRedirects: 0 });
      expect(res.status(), next).toBe(307);
      expect(new URL(res.headers().location!, 'http://x').host, next).not.toContain('evil');
    }
    const kept = await request.get('/acme/login?next=%2Ftimesheets', { maxRedirects: 0 });
    expect(kept.headers().location).toMatch(/\/timesheets$/);
  });

  test('API answers carry Cache-Control: no-store', async ({ request }) => {
    const res = await request.get('/api/main/client-portal/user');
    expect(res.status()).toBe(200);
    expect(res.headers()['cache-control']).toBe('no-store');
  });

  test('a cross-site text/plain post with the cookie is refused', async ({ request }) => {
    const res = await request.post('/api/main/todos', {
      headers: { origin: 'https://evil.example', 'content-type': 'text/plain' },
      data: JSON.stringify({ title: 'CSRF' }),
    });
    expect(res.status()).toBe(403);
    expect(await res.json()).toMatchObject({ error_code: 'cross_site_request' });
  });
});

test('visiting the logout page (say, from a link on another site) does not sign out; its button does', async ({ browser }) => {
  // A session of its own: signing out revokes it, and the shared signed-in states must stay valid.
  const context = await browser.newContext();
  const page = await context.newPage();
  await apiSignIn(page.request, 'recruiter@globex.test', 'globex');
  expect((await page.request.get('/api/main/client-portal/logout')).status()).toBe(405);
  await visit(page, '/globex/logout');
  await expect(page.getByRole('heading', { name: 'Sign out?' })).toBeVisible();
  expect((await page.request.get('/api/main/client-portal/user')).status()).toBe(200);
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page.getByTestId('logged-out')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'You are signed out' })).toBeVisible();
  expect((await page.request.get('/api/main/client-portal/user')).status()).toBe(401);
  await context.close();
});
