import { expect, request, test } from '@playwright/test';
import { ROLES, stateFile, visit, type DemoRole } from './support';

// SPEC §6 spelled out route by route. 'ok' = 200; a path = redirected there. Acme has the shift,
// client-contacts-portal and orders-to-client settings on; globex has them off (demo data).
type Expect = 'ok' | '/' | '/timesheets';
const staff = { superadmin: 'ok', admin: 'ok', recruiter: 'ok', contact: '/' } as const;
const everyone = { superadmin: 'ok', admin: 'ok', recruiter: 'ok', contact: 'ok' } as const;
const admins = { superadmin: 'ok', admin: 'ok', recruiter: '/', contact: '/' } as const;

const TABLE: Record<string, { acme: Record<DemoRole, Expect>; globex: Record<DemoRole, Expect> }> = {
  '/jobs': { acme: everyone, globex: { ...staff, contact: '/timesheets' } },
  '/jobs-v2': { acme: staff, globex: staff },
  '/jobs-v2/123': { acme: staff, globex: staff },
  '/jobs-v2/123/update': { acme: staff, globex: staff },
  '/timesheets': { acme: everyone, globex: everyone },
  '/timesheets/view/1': { acme: everyone, globex: everyone },
  '/timesheets/edit/1': { acme: everyone, globex: everyone },
  '/timecards': { acme: everyone, globex: everyone },
  '/whos-working': { acme: everyone, globex: everyone },
  '/admin-settings/client-portal': { acme: admins, globex: admins },
  '/admin-settings/mobile-app/new-user-journey/splash-screens': { acme: admins, globex: admins },
  '/companies': { acme: staff, globex: staff },
  '/company/1': { acme: staff, globex: staff },
  '/company/update/1': { acme: staff, globex: staff },
  '/candidates': { acme: staff, globex: staff },
  '/candidates/1': { acme: staff, globex: staff },
  '/candidates/update/1': { acme: staff, globex: staff },
  '/applications': { acme: staff, globex: staff },
  '/applications/1': { acme: staff, globex: staff },
  '/applications/update/1': { acme: staff, globex: staff },
  '/onboarding': { acme: staff, globex: staff },
  '/placements': { acme: everyone, globex: staff },
  '/orders': { acme: { ...admins, contact: 'ok' }, globex: admins },
  '/push-notification': { acme: staff, globex: staff },
  '/career-resources': { acme: admins, globex: admins },
  '/contacts': { acme: staff, globex: staff },
  '/contacts/1': { acme: staff, globex: staff },
  '/contacts/1/update': { acme: staff, globex: staff },
  '/iframes/support-center': { acme: everyone, globex: everyone },
  '/referrals': {
    acme: { superadmin: 'ok', admin: '/', recruiter: '/', contact: '/' },
    globex: { superadmin: 'ok', admin: '/', recruiter: '/', contact: '/' },
  },
  '/activity-report': { acme: staff, globex: staff },
  '/routes': { acme: staff, globex: staff },
  '/todos': { acme: staff, globex: staff },
};

// The detail paths carry made-up ids: a role the rule lets in gets the not-found page (404), one it refuses
// is redirected first. e2e/page-authorization.spec.ts opens real records and other tenants' ids.
const MADE_UP_ID = /\/(1|123)(\/|$)/;
const letIn = (path: string, status: number) => status === 200 || (status === 404 && MADE_UP_ID.test(path));

for (const tenant of ['acme', 'globex'] as const) {
  for (const role of ROLES) {
    test(`${role}@${tenant} gets SPEC §6 on every authenticated route`, async ({ baseURL }) => {
      const ctx = await request.newContext({ baseURL, storageState: stateFile(tenant, role) });
      const got: Record<string, string> = {};
      const want: Record<string, string> = {};
      for (const [path, rule] of Object.entries(TABLE)) {
        const res = await ctx.get(path, { maxRedirects: 0 });
        got[path] = letIn(path, res.status()) ? 'ok' : `${res.status()} ${new URL(res.headers().location ?? '', baseURL).pathname}`;
        want[path] = rule[tenant][role] === 'ok' ? 'ok' : `307 ${rule[tenant][role]}`;
      }
      expect(got).toEqual(want);
      await ctx.dispose();
    });
  }
}

test('an anonymous visitor is sent to login with the attempted URL, on every authenticated route', async ({ baseURL }) => {
  const ctx = await request.newContext({ baseURL });
  for (const path of Object.keys(TABLE)) {
    const res = await ctx.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(307);
    expect(res.headers().location, path).toBe(`/login?next=${encodeURIComponent(path)}`);
  }
  await ctx.dispose();
});

test('/ goes to /jobs and /admin-settings to its client-portal tab; mobile-app to new-user-journey', async ({ baseURL }) => {
  const ctx = await request.newContext({ baseURL, storageState: stateFile('acme', 'admin') });
  const location = async (p: string) => (await ctx.get(p, { maxRedirects: 0 })).headers().location;
  expect(await location('/')).toBe('/jobs');
  expect(await location('/admin-settings')).toBe('/admin-settings/client-portal');
  expect(await location('/admin-settings/mobile-app')).toBe('/admin-settings/mobile-app/new-user-journey');
  const missing = await ctx.get('/admin-settings/no-such-tab');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('Page not found');
  await ctx.dispose();
});

test('the API answers 401 anonymously, 403 to a role that may not, and 404 for another tenant', async ({ baseURL }) => {
  const body = { data: { enabled: false } };
  const anon = await request.newContext({ baseURL });
  const anonRes = await anon.put('/api/main/client-portal/acme/maintenance-mode', body);
  expect(anonRes.status()).toBe(401);
  expect(await anonRes.json()).toMatchObject({ error_code: 'unauthorized_access' });
  for (const role of ['recruiter', 'contact'] as const) {
    const ctx = await request.newContext({ baseURL, storageState: stateFile('acme', role) });
    expect((await ctx.put('/api/main/client-portal/acme/maintenance-mode', body)).status(), role).toBe(403);
    expect((await ctx.put('/api/main/dashboard-labels/shift', { data: { label: 'X' } })).status(), role).toBe(403);
    await ctx.dispose();
  }
  const admin = await request.newContext({ baseURL, storageState: stateFile('acme', 'admin') });
  expect((await admin.put('/api/main/client-portal/acme/maintenance-mode', body)).status()).toBe(200);
  expect((await admin.get('/api/main/client-portal/globex/settings')).status()).toBe(404);
  expect((await admin.put('/api/main/client-portal/globex/maintenance-mode', body)).status()).toBe(404);
  const bad = await admin.put('/api/main/client-portal/acme/maintenance-mode', {
    data: Buffer.from('{"enabled":'),
    headers: { 'content-type': 'application/json' },
  });
  expect(bad.status()).toBe(400);
  expect((await bad.json()).message).toContain('JSON');
  await admin.dispose();
  await anon.dispose();
});

test.describe('a record that is not there', () => {
  test.use({ storageState: stateFile('acme', 'admin') });

  test('answers 404 with the not-found screen inside the shell, under the one <main> landmark', async ({ page }) => {
    const res = await visit(page, '/candidates/5d7e8f90-1a2b-4c3d-8e4f-5a6b7c8d9e0f');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('navigation').first()).toBeVisible();
    await expect(page.getByRole('main')).toHaveCount(1);
  });
});
