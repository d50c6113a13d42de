import { expect, request, test } from '@playwright/test';
import { stateFile, visit } from './support';

test.use({ storageState: stateFile('acme', 'admin') });

type Live = { data: { user_id: string; worker_name: string }[]; meta: { working: number } };

test("a clock-in through the work-app API shows on an open who's-working board within 2 s", async ({ page, baseURL }) => {
  const api = await request.newContext({ baseURL, storageState: stateFile('acme', 'admin') });
  const live = (await (await api.get('/api/main/client-portal/whos-working')).json()) as Live;
  const working = new Set(live.data.map((r) => r.user_id));
  const users = (await (await api.get('/api/main/client-portal/timesheets/users')).json()) as { data: { _id: string; name: string }[] };
  const worker = users.data.find((u) => !working.has(u._id))!;
  const locations = (await (await api.get('/api/on-demand/locations')).json()) as { data: { _id: string }[] };

  await visit(page, '/whos-working');
  await expect(page.getByTestId('worker-row').first()).toBeVisible();
  await expect(page.getByTestId('worker-row').filter({ hasText: worker.name })).toHaveCount(0);

  const clockedIn = await api.post('/api/work-app/v2/app/timerecord/timecard', {
    data: { user_id: worker._id, location_id: locations.data[0]!._id, source: 'kiosk' },
  });
  expect(clockedIn.status(), await clockedIn.text()).toBe(200);
  const started = Date.now();
  await expect(page.getByTestId('worker-row').filter({ hasText: worker.name })).toBeVisible({ timeout: 2000 });
  expect(Date.now() - started).toBeLessThan(2000);

  // Clocking out takes them off the board again without a reload.
  const card = ((await clockedIn.json()) as { data: { _id: string } }).data;
  expect((await api.put('/api/work-app/v2/app/timerecord/timesheet', { data: { timecard_id: card._id, break_minutes: 0 } })).status()).toBe(
    200,
  );
  await expect(page.getByTestId('worker-row').filter({ hasText: worker.name })).toHaveCount(0, { timeout: 3000 });
  await api.dispose();
});

test('where a proxy blocks the event stream, the board falls back to polling and still shows a clock-in', async ({ page, baseURL }) => {
  await page.route('**/api/main/client-portal/whos-working/events', (route) => route.abort());
  const api = await request.newContext({ baseURL, storageState: stateFile('acme', 'admin') });
  const live = (await (await api.get('/api/main/client-portal/whos-working')).json()) as Live;
  const working = new Set(live.data.map((r) => r.user_id));
  const users = (await (await api.get('/api/main/client-portal/timesheets/users')).json()) as { data: { _id: string; name: string }[] };
  const worker = users.data.filter((u) => !working.has(u._id)).at(-1)!;
  const locations = (await (await api.get('/api/on-demand/locations')).json()) as { data: { _id: string }[] };

  await visit(page, '/whos-working');
  await expect(page.getByTestId('worker-row').first()).toBeVisible();
  const clockedIn = await api.post('/api/work-app/v2/app/timerecord/timecard', {
    data: { user_id: worker._id, location_id: locations.data[0]!._id, source: 'kiosk' },
  });
  expect(clockedIn.status(), await clockedIn.text()).toBe(200);
  await expect(page.getByTestId('worker-row').filter({ hasText: worker.name })).toBeVisible({ timeout: 6000 });
  const card = ((await clockedIn.json()) as { data: { _id: string } }).data;
  await api.put('/api/work-app/v2/app/timerecord/timesheet', { data: { timecard_id: card._id, break_minutes: 0 } });
  await api.dispose();
});

test('the history view lists who worked on a past day, with totals', async ({ page }) => {
  await visit(page, '/whos-working?history=true');
  await expect(page.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
  const from = new Date(Date.now() - 14 * 86_400_000).toISOString().slice(0, 10);
  const to = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('From', { exact: true }).fill(from);
  await page.getByLabel('To', { exact: true }).fill(to);
  // Both dates kept: the lazily loaded view hydrates after the page, and a date typed before must not be lost.
  await expect(page.getByLabel('From', { exact: true })).toHaveValue(from);
  await expect(page.getByLabel('To', { exact: true })).toHaveValue(to);
  await expect(page.locator('table tbody tr').first()).toBeVisible();
});
