import { expect, test } from '@playwright/test';
import { ownTenant, stateFile, visit } from './support';

const TENANT = ownTenant('e2e-maintenance');

// It switches the tenant's maintenance mode, which job applications obey: on a tenant of its own.
test.use({ storageState: stateFile(TENANT, 'admin') });

test('an admin turns maintenance mode on: the public settings answer it and a banner shows; then off again', async ({ page, request }) => {
  const publicMode = async () =>
    (
      (await (await request.get(`/api/main/client-portal/${TENANT}/settings/public`)).json()) as {
        data: { maintenance_mode: { enabled: boolean; message: string | null } };
      }
    ).data.maintenance_mode;
  await visit(page, '/admin-settings/mobile-app/maintenance-mode');
  const toggle = page.getByRole('switch', { name: 'Maintenance mode on' });
  await expect(toggle).not.toBeChecked();
  try {
    await toggle.check();
    await page.getByLabel('Message shown to app users').fill('Back at 6 pm.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Maintenance mode saved', { exact: true })).toBeVisible();
    await expect.poll(publicMode).toEqual({ enabled: true, message: 'Back at 6 pm.' });
    await visit(page, '/timesheets');
    await expect(page.getByRole('status').filter({ hasText: 'Maintenance mode is on' })).toHaveCount(1);
  } finally {
    await request.put(`/api/main/client-portal/${TENANT}/maintenance-mode`, { data: { enabled: false, message: null } });
  }
  expect((await publicMode()).enabled).toBe(false);
});
