import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations, stateFile, visit } from './support';

test.describe('admin settings tabs', () => {
  test.use({ storageState: stateFile('acme', 'admin') });

  for (const tab of [
    'shift',
    'client-contacts-portal',
    'timesheets',
    'candidates',
    'companies',
    'mobile-app/new-user-journey',
    'mobile-app/new-user-journey/keywords',
    'mobile-app/maintenance-mode',
    'mobile-app/labels',
    'notifications',
    'users',
    'roles',
    'branches',
    'custom-reports',
    'reports',
    'jobs',
    'referrals',
    'integrations',
    'onboarding',
    'import',
  ]) {
    test(`${tab} shows its form and has no serious or critical axe violations`, async ({ page }) => {
      await visit(page, `/admin-settings/${tab}`);
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      // A real screen, not the empty state of a tab still to come.
      await expect(page.getByText('Nothing here yet')).toHaveCount(0);
      await expect(page.locator('main form, main [role="list"], main ul, main input').first()).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  }
});
