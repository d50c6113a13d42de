import { expect, test } from '@playwright/test';
import { stateFile, visit } from './support';

// Runs in the "exclusive" project: it switches acme's maintenance mode, which job applications obey.
test.use({ storageState: stateFile('acme', 'admin') });

test('an admin turns maintenance mode on: the public settings answer it and a banner shows; then off again', async ({ page, request }) => {
  const publicMode = async () =>
    (
      (await (await request.get('/api/main/client-portal/acme/settings/public')).json()) as {
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
    await request.put('/api/main/client-portal/acme/maintenance-mode', { data: { enabled: false, message: null } });
  }
  expect((await publicMode()).enabled).toBe(false);
});
