import { expect, test } from '@playwright/test';
import { stateFile, visit } from './support';

// Issue 12's UX mends that change nothing stored: each screen is read, not saved.

test('a default favicon answers at /favicon.ico', async ({ request }) => {
  const res = await request.get('/favicon.ico');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/image\/(x-icon|vnd\.microsoft\.icon)/);
  // An ICO file: reserved 0, type 1.
  expect([...(await res.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
});

test.describe('as a Super Admin', () => {
  test.use({ storageState: stateFile('acme', 'superadmin'), viewport: { width: 1440, height: 900 } });

  test('at 1440 px every admin settings tab is on screen and reachable by keyboard', async ({ page }) => {
    await visit(page, '/admin-settings/client-portal');
    const strip = page.getByRole('navigation', { name: 'Admin settings' });
    const tabs = strip.getByRole('link');
    const names = await tabs.allInnerTexts();
    expect(names).toContain('Referrals');
    expect(names).toContain('Reports');
    for (let i = 0; i < names.length; i++) await expect(tabs.nth(i), names[i]).toBeInViewport({ ratio: 1 });
    // Tab from the first tab to the last one, Reports, without a pointer.
    await tabs.first().focus();
    for (let i = 1; i < names.length; i++) await page.keyboard.press('Tab');
    await expect(strip.getByRole('link', { name: 'Reports', exact: true })).toBeFocused();
  });

  test('"Timesheets" and "Scheduling & timesheets" are one tab that both paths open', async ({ page }) => {
    for (const path of ['/admin-settings/timesheets', '/admin-settings/scheduling-timesheets']) {
      await visit(page, path);
      const strip = page.getByRole('navigation', { name: 'Admin settings' });
      await expect(strip.getByRole('link', { name: 'Timesheets', exact: true })).toHaveCount(0);
      await expect(strip.getByRole('link', { name: 'Scheduling & timesheets' })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('heading', { level: 2, name: 'Scheduling & timesheets' })).toBeVisible();
      await expect(page.getByLabel('Daily overtime after (hours)')).toBeVisible();
    }
  });

  test('a new company is titled "New company", an existing one "Edit company"', async ({ page }) => {
    await visit(page, '/company/update/new');
    await expect(page).toHaveTitle(/^New company \|/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('New company');
    await visit(page, '/companies');
    await page.getByRole('link', { name: 'Northwind Logistics' }).first().click();
    await page.waitForURL(/\/company\/[0-9a-f-]{36}/);
    await visit(page, page.url().replace('/company/', '/company/update/'));
    await expect(page).toHaveTitle(/^Edit company \|/);
  });
});

test.describe('as a Recruiter', () => {
  test.use({ storageState: stateFile('acme', 'recruiter') });

  test("a page change shows a progress bar, not the start-up messages ('Getting User Details')", async ({ page }) => {
    await visit(page, '/timesheets');
    // Hold /jobs's server answer back, so its loading screen is on screen long enough to read. Only the
    // navigation's request: holding prefetches too (the loading screen itself comes with the prefetch), or
    // the redirect from / before it, made whether the loading screen showed a race.
    await page.route(
      (url) => url.pathname === '/jobs' && url.searchParams.has('_rsc'),
      async (route) => {
        if (!route.request().headers()['next-router-prefetch']) await new Promise((r) => setTimeout(r, 1500));
        await route.continue();
      },
    );
    await page.evaluate(() => {
      const seen = { startUp: false, progress: false };
      (window as unknown as { seen: typeof seen }).seen = seen;
      new MutationObserver(() => {
        seen.startUp ||= document.body.innerText.includes('Getting User Details');
        seen.progress ||= document.querySelector('[role="progressbar"]') !== null;
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    // The logo goes to / and on to /jobs, a screen behind the portal's loading screen.
    await page.getByRole('banner').getByRole('link').first().click();
    await page.waitForURL(/\/jobs$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const seen = await page.evaluate(() => (window as unknown as { seen: { startUp: boolean; progress: boolean } }).seen);
    expect(seen).toEqual({ startUp: false, progress: true });
  });
});
