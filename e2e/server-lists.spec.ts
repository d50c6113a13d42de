import { expect, test, type Page } from '@playwright/test';
import { stateFile, visit } from './support';

// The list pages render their first page on the server (DESIGN §3a "A page") and the screen takes it over:
// the rows are in the HTML, and hydration makes no request to the list API until a filter changes.

const LISTS = [
  { url: '/timesheets', api: /\/api\/main\/client-portal\/timesheets\/v2(\?|$)/, row: 'timesheet-row' },
  { url: '/jobs-v2', api: /\/api\/main\/jobs(\?|$)/, row: 'job-row' },
  { url: '/candidates', api: /\/api\/candidates\/candidates(\?|$)/, row: 'candidate-row' },
  { url: '/admin-settings/users', api: /\/api\/users\/users(\?|$)/, row: 'user-row' },
];

/** URLs of the list API the page asks for from now on. */
function listRequests(page: Page, api: RegExp): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (api.test(r.url())) seen.push(r.url());
  });
  return seen;
}

test.describe('list pages come with their first page', () => {
  test.use({ storageState: stateFile('acme', 'admin') });

  for (const list of LISTS) {
    test(list.url, async ({ page }) => {
      const html = await (await page.request.get(list.url)).text();
      expect(html).toContain(`data-testid="${list.row}"`);

      const asked = listRequests(page, list.api);
      await visit(page, list.url);
      await expect(page.getByTestId(list.row).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(asked).toEqual([]);

      // A new filter is a new request, answered by the API as before.
      const next = page.waitForResponse((r) => list.api.test(r.url()) && r.url().includes('zzqx'));
      await page.getByRole('searchbox').first().fill('zzqx');
      await page.getByRole('searchbox').first().press('Enter');
      expect((await next).status()).toBe(200);
      await expect(page).toHaveURL(/[?&]q=zzqx/);
    });
  }

  test('a mistyped link opens the default list instead of failing', async ({ page }) => {
    const res = await visit(page, '/timesheets?status=nope&page=-3&per_page=7&sort=salary&location=x&from=2024-02-30');
    expect(res?.status()).toBe(200);
    await expect(page.getByTestId('timesheet-row').first()).toBeVisible();
  });
});
