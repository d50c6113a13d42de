import { expect, request, test } from '@playwright/test';
import { checkPage, stateFile, visit } from './support';

/**
 * Issue 14 §4: the overview is one click away in the menu, its numbers come with the page, each opens the
 * list behind it with the same count, and axe finds nothing serious, for the agency and for a contact.
 */

const digits = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

test.describe('as an agency admin', () => {
  test.use({ storageState: stateFile('acme', 'admin') });

  test('the menu opens the overview in one click; its numbers are rendered with the page', async ({ page }) => {
    await visit(page, '/timesheets');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Overview', exact: true }).click();
    await page.waitForURL('**/overview');
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    // Server-rendered: the numbers are in the HTML itself, before any script runs.
    const html = await (await page.request.get('/overview')).text();
    expect(html).toContain('data-testid="kpi-pending-link"');
    for (const id of ['hours', 'spend', 'overtime', 'fill-rate', 'no-shows', 'pending', 'past-due', 'exceptions'])
      await expect(page.getByTestId(`kpi-${id}`)).toBeVisible();
    await expect(page.getByRole('figure', { name: 'Hours per day' })).toBeVisible();
  });

  test('a number opens the filtered list it counts, which shows the same total', async ({ page, baseURL }) => {
    await visit(page, '/overview');
    const pending = digits(await page.getByTestId('kpi-pending-link').textContent());
    const api = await request.newContext({ baseURL, storageState: stateFile('acme', 'admin') });
    const list = (await (await api.get('/api/main/client-portal/timesheets/v2?status=submitted&per_page=1')).json()) as {
      meta: { totalItems: number };
    };
    expect(pending).toBe(list.meta.totalItems);
    await page.getByTestId('kpi-pending-link').click();
    await page.waitForURL(/\/timesheets\?status=submitted/);
    await expect(page.getByRole('tab', { selected: true })).toContainText('Submitted');

    // The week's hours open the timesheets of the week (the list's week range).
    await visit(page, '/overview');
    const week = await page.getByTestId('kpi-hours-link').getAttribute('href');
    expect(week).toMatch(/^\/timesheets\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
    await page.getByTestId('kpi-hours-link').click();
    await page.waitForURL(/\/timesheets\?from=/);

    // No-shows open the shifts board on the week, narrowed to shifts with a no-show.
    await visit(page, '/overview');
    await page.getByTestId('kpi-no-shows-link').click();
    await page.waitForURL(/\/jobs\?week=\d{4}-\d{2}-\d{2}&staffing=no_show/);
    await api.dispose();
  });

  test('axe finds no serious or critical violation', async ({ page }) => {
    await checkPage(page, '/overview');
  });
});

test.describe('as a company contact', () => {
  test.use({ storageState: stateFile('acme', 'contact') });

  test('she has the overview in her menu, scoped to her locations, with no serious axe violation', async ({ page, baseURL }) => {
    await visit(page, '/timesheets');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Overview', exact: true }).click();
    await page.waitForURL('**/overview');
    const api = await request.newContext({ baseURL, storageState: stateFile('acme', 'contact') });
    const body = await (await api.get('/api/main/overview')).text();
    expect(body).not.toMatch(/pay|margin/i);
    const list = (await (await api.get('/api/main/client-portal/timesheets/v2?status=submitted&per_page=1')).json()) as {
      meta: { totalItems: number };
    };
    expect(digits(await page.getByTestId('kpi-pending-link').textContent())).toBe(list.meta.totalItems);
    await api.dispose();
    await checkPage(page, '/overview');
  });
});
