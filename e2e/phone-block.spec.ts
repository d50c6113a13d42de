import { expect, test } from '@playwright/test';
import { IPHONE, stateFile, visit } from './support';

// Issue 22 item 10: the phone block (SPEC's message kept) wears the tenant's brand, and a signed-in
// contact is offered what works on a phone: her pending approvals through the phone approval page, and
// signing out. It only opens links (no decision), so it shares Casey Contact's data with other specs.

const BLOCK = 'Sorry, mobile view is currently not supported';

test.describe('a visitor on a phone', () => {
  test.use({ userAgent: IPHONE });
  test("sees the block in the login's company brand", async ({ page }) => {
    await visit(page, '/acme/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(BLOCK);
    await expect(page.getByTestId('mobile-brand')).toContainText('Acme Staffing');
    await expect(page.getByRole('link', { name: 'Sign out' })).toHaveCount(0);
  });
});

test.describe('a signed-in contact on a phone', () => {
  test.use({ userAgent: IPHONE, storageState: stateFile('acme', 'contact') });
  test('is offered her pending approvals through the phone approval page, and signing out', async ({ page }) => {
    const res = await page.request.get('/api/main/client-portal/timesheets/v2?status=submitted&per_page=1');
    const waiting = ((await res.json()) as { meta: { totalItems: number } }).meta.totalItems;
    await visit(page, '/timesheets');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(BLOCK);
    await expect(page.getByTestId('mobile-brand')).toContainText('Acme Staffing');
    await expect(page.getByRole('link', { name: 'Sign out' })).toHaveAttribute('href', '/acme/logout');
    if (!waiting) {
      await expect(page.getByText('No timesheets await your approval.')).toBeVisible();
      return;
    }
    await page.getByRole('button', { name: /^Review all/ }).click();
    await expect(page).toHaveURL(/\/approve\/[A-Za-z0-9_-]{43}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Timesheets for your approval');
  });
});
