import { expect, test, type Page } from '@playwright/test';
import { SignJWT } from 'jose';
import { expectNoSeriousViolations, hydrated, IPHONE, stateFile, visit } from './support';

test.describe('accessibility', () => {
  test('login page has no serious or critical axe violations', async ({ page }) => {
    await visit(page, '/acme/login');
    await expect(page.getByRole('button', { name: 'Email me a sign-in link' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test.describe('signed in', () => {
    test.use({ storageState: stateFile('acme', 'admin') });
    test('dashboard shell has no serious or critical axe violations', async ({ page }) => {
      await visit(page, '/timesheets');
      await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  });
});

test('switching the language to Arabic renders right-to-left and keeps the choice', async ({ page }) => {
  await visit(page, '/acme/login');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.getByLabel('Language').selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1 })).not.toContainText('Sign in to');
  await page.reload();
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.locator('select').selectOption('de');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});

test.describe('mobile block', () => {
  test.use({ userAgent: IPHONE });
  test('phones see the exact message on login and portal pages, but public pages stay open', async ({ page }) => {
    await visit(page, '/acme/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sorry, mobile view is currently not supported');
    await visit(page, '/timesheets');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sorry, mobile view is currently not supported');
    await visit(page, '/acme/jobs');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Sorry, mobile view is currently not supported');
  });
});

test('security headers: CSP refuses framing except /iframes/*, nosniff, referrer policy', async ({ request }) => {
  const login = await request.get('/acme/login');
  expect(login.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(login.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-[^']+'/);
  expect(login.headers()['x-content-type-options']).toBe('nosniff');
  expect(login.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(login.headers()['x-frame-options']).toBe('DENY');
  const iframe = await request.get('/iframes/placements/acme');
  expect(iframe.headers()['content-security-policy']).toContain("frame-ancestors 'self' https:");
  expect(iframe.headers()['x-frame-options']).toBeUndefined();
  const api = await request.get('/api/main/client-portal/acme/settings/public');
  expect(api.headers()['x-content-type-options']).toBe('nosniff');
});

/**
 * Opens a quiet portal page (no data calls of its own, so the only API call after the cookie changes is
 * the one the test makes) and waits until its start-up calls have stored the browser keys.
 */
async function signedInPageSettled(page: Page) {
  await visit(page, '/onboarding');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('client-portal-user'))).not.toBeNull();
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('company_settings'))).not.toBeNull();
}

test.describe('forced sign-out', () => {
  test.use({ storageState: stateFile('acme', 'recruiter') });

  test('an API 401 unauthorized_access clears the stored keys and goes to the company login', async ({ page, context }) => {
    await signedInPageSettled(page);
    await context.addCookies([{ name: 'session', value: 'not-a-valid-token', url: page.url() }]);
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitemradio', { name: 'Vertical' }).click();
    await expect(page).toHaveURL(/\/acme\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('client-portal-user'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeNull();
    expect(await page.evaluate(() => sessionStorage.getItem('company_settings'))).toBeNull();
  });

  test('an expired session answers session_expired and signs the user out', async ({ page, context, request }) => {
    await signedInPageSettled(page);
    const secret = process.env.SESSION_SECRET!;
    const stale = await new SignJWT({ tid: '00000000-0000-0000-0000-000000000000', company_id: 'acme', role: 'recruiter' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('00000000-0000-0000-0000-000000000000')
      .setJti(crypto.randomUUID())
      .setIssuedAt(Math.floor(Date.now() / 1000) - 9 * 86400)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 2 * 86400)
      .sign(new TextEncoder().encode(secret));
    const res = await request.get('/api/main/client-portal/user', { headers: { authorization: stale } });
    expect(res.status()).toBe(401);
    expect(await res.json()).toMatchObject({ error_code: 'session_expired' });
    await context.addCookies([{ name: 'session', value: stale, url: page.url() }]);
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitemradio', { name: 'Boxed' }).click();
    await expect(page).toHaveURL(/\/acme\/login$/);
  });
});

test.describe('layout choice', () => {
  test.use({ storageState: stateFile('globex', 'recruiter') });
  test('the shell honours a saved vertical, boxed, dark layout', async ({ page }) => {
    await visit(page, '/timesheets');
    const shell = page.locator('[data-layout]');
    await expect(shell).toHaveAttribute('data-layout', 'horizontal');
    await expect(shell).toHaveAttribute('data-width', 'fluid');
    await expect(shell).toHaveAttribute('data-topbar', 'light');
    for (const name of ['Vertical', 'Boxed', 'Dark top bar']) {
      await page.getByRole('button', { name: 'Account' }).click();
      await page.getByRole('menuitemradio', { name }).click();
      await expect(page.getByRole('menu')).toBeHidden();
    }
    await expect(shell).toHaveAttribute('data-layout', 'vertical');
    await expect(shell).toHaveAttribute('data-width', 'boxed');
    await expect(shell).toHaveAttribute('data-topbar', 'dark');
    await page.reload();
    await hydrated(page);
    await expect(page.locator('[data-layout]')).toHaveAttribute('data-layout', 'vertical');
  });
});
