import { expect, test } from '@playwright/test';
import { ownTenant, stateFile, visit } from './support';

const TENANT = ownTenant('e2e-pay-rules');

// Issue 10: what the agency configures is what happens. Changes the tenant's timesheet rules, so it works
// on a tenant of its own, and puts them back.
test.use({ storageState: stateFile(TENANT, 'admin') });

const money = (n: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(n);
const round = (n: number) => Math.round(n * 100) / 100;

async function setDailyOvertime(page: import('@playwright/test').Page, value: string) {
  await visit(page, '/admin-settings/timesheets');
  await page.getByLabel('Daily overtime after (hours)').fill(value);
  // The tab has a second form (approval reminders) with its own Save.
  await page
    .locator('form')
    .filter({ has: page.getByLabel('Daily overtime after (hours)') })
    .getByRole('button', { name: 'Save' })
    .click();
  await expect(page.getByText('Settings saved').first()).toBeVisible();
}

test('an admin sets daily overtime 8, edits a timesheet to one 11.5 h day: the view shows 3.5 overtime hours and the pay and bill that follow', async ({
  page,
}) => {
  await setDailyOvertime(page, '8');
  try {
    // A pending timesheet of a week that is over (this week's may still have someone on the clock).
    const list = await page.request.get('/api/main/client-portal/timesheets/v2?status=pending&per_page=50');
    const today = new Date().toISOString().slice(0, 10);
    const weekOver = (start: string) => new Date(Date.parse(`${start}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10) <= today;
    const sheet = ((await list.json()).data as { _id: string; week_start: string; bill_rate: number; pay_rate: number }[]).find((t) =>
      weekOver(t.week_start),
    )!;
    await visit(page, `/timesheets/edit/${sheet._id}`);
    // The form renders once the timesheet has loaded: its rows are all there by then.
    await expect(page.getByRole('button', { name: 'Add timecard' })).toBeVisible();
    const remove = page.getByRole('button', { name: /^Remove timecard/ });
    for (let n = await remove.count(); n > 0; n--) {
      await remove.first().click();
      await expect(remove).toHaveCount(n - 1);
    }
    await page.getByRole('button', { name: 'Add timecard' }).click();
    // Wednesday of the timesheet's week, 08:00 → 19:30, no break: 11.5 hours on one day.
    const day = new Date(Date.parse(`${sheet.week_start}T00:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel('Clock-in date, timecard 1').fill(day);
    await page.getByLabel('Clock-in time, timecard 1').fill('08:00');
    await page.getByLabel('Clock-out date, timecard 1').fill(day);
    await page.getByLabel('Clock-out time, timecard 1').fill('19:30');
    await page.getByLabel('Break (minutes), timecard 1').fill('0');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForURL(`**/timesheets/view/${sheet._id}`);

    const totals = page.getByRole('region', { name: 'Totals' });
    const row = (label: string) => totals.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
    await expect(row('Regular hours')).toHaveText(/^8(\.00)?$/);
    await expect(row('Overtime hours')).toHaveText(/^3\.50?$/);
    await expect(row('Bill total')).toHaveText(money(round(8 * sheet.bill_rate) + round(3.5 * sheet.bill_rate * 1.5)));
    await expect(row('Pay total')).toHaveText(money(round(8 * sheet.pay_rate) + round(3.5 * sheet.pay_rate * 1.5)));
  } finally {
    await setDailyOvertime(page, '');
  }
});
