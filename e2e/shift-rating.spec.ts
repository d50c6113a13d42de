import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousViolations, ownTenant, stateFile, visit } from './support';

const TENANT = ownTenant('e2e-rating');

// On a tenant of its own: it turns the tenant's "Enable shift rating" switch (admin settings →
// Shift) on through the admin screen, which other specs do not expect; the finally block turns it off
// again through the settings API, as the demo data has it.

test.use({ storageState: stateFile(TENANT, 'contact') });

/** The admin's browser beside the contact's, to flip the switch on the Shift tab as a person would. */
async function asAdmin(browser: Browser, baseURL: string | undefined) {
  const ctx = await browser.newContext({ baseURL, storageState: stateFile(TENANT, 'admin') });
  const page = await ctx.newPage();
  const setOnScreen = async (enabled: boolean) => {
    await visit(page, '/admin-settings/shift');
    const box = page.getByRole('checkbox', { name: 'Enable shift rating' });
    if ((await box.isChecked()) === enabled) return;
    await box.setChecked(enabled);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Settings saved').first()).toBeVisible();
  };
  const setByApi = async (enabled: boolean) => {
    const res = await ctx.request.put(`/api/main/client-portal/${TENANT}/settings`, {
      multipart: { rate_shift: JSON.stringify({ enabled }) },
    });
    expect(res.status(), await res.text()).toBe(200);
  };
  return { setOnScreen, setByApi, close: () => ctx.close() };
}

/**
 * An approved timesheet at one of her locations with worked shifts (its cards all clocked out), from her own
 * list: the newest approved one may have none (a sheet another spec approved without timecards).
 */
async function approvedOfHers(request: APIRequestContext): Promise<string> {
  const res = await request.get('/api/main/client-portal/timesheets/v2?status=approved&per_page=25');
  for (const row of ((await res.json()) as { data: { _id: string }[] }).data) {
    const detail = await request.get(`/api/main/client-portal/timesheets/v2/${row._id}`);
    const cards = ((await detail.json()) as { data: { timecards: { clock_out: string | null }[] } }).data.timecards;
    if (cards.length > 0 && cards.every((c) => c.clock_out)) return row._id;
  }
  throw new Error('the demo data has approved timesheets with worked shifts at her locations');
}

const rateButtons = (page: Page) => page.getByRole('button', { name: /^Rate the shift of / });

test('the Rate control shows only while "Enable shift rating" is on, and a contact rates a shift with the keyboard', async ({
  page,
  browser,
  baseURL,
}) => {
  const admin = await asAdmin(browser, baseURL);
  try {
    const id = await approvedOfHers(page.request);
    await admin.setOnScreen(false);
    await visit(page, `/timesheets/view/${id}`);
    await expect(page.getByRole('heading', { name: 'Daily timecards' })).toBeVisible();
    await expect(rateButtons(page)).toHaveCount(0);

    await admin.setOnScreen(true);
    await visit(page, `/timesheets/view/${id}`);
    await expect(rateButtons(page).first()).toBeVisible();
    const before = await rateButtons(page).count();

    await rateButtons(page).first().click();
    const dialog = page.getByRole('dialog', { name: 'Rate this shift' });
    await expect(dialog).toBeVisible();
    // Saving without stars says what is missing.
    await dialog.getByRole('button', { name: 'Save rating' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Choose from 1 to 5 stars.');
    // A radio group: focus the first star, then the arrow keys move the choice.
    await dialog.getByRole('radio', { name: '1 star' }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await dialog.getByLabel('Comment (optional)').fill('Quick and careful on the dock');
    await expectNoSeriousViolations(page);
    await dialog.getByRole('button', { name: 'Save rating' }).click();

    await expect(page.getByText('Rating saved').first()).toBeVisible();
    await expect(dialog).toHaveCount(0);
    const table = page.getByRole('table', { name: 'Daily timecards' });
    await expect(table.getByText('Rated 4 of 5')).toHaveCount(1);
    await expect(table.getByText('Quick and careful on the dock')).toBeVisible();
    await expect(rateButtons(page)).toHaveCount(before - 1);
    await expect(page.getByRole('button', { name: /^Change the rating of the shift of / })).toHaveCount(1);

    // Off again: the stars stay, the controls go.
    await admin.setOnScreen(false);
    await visit(page, `/timesheets/view/${id}`);
    await expect(page.getByRole('table', { name: 'Daily timecards' }).getByText('Rated 4 of 5')).toHaveCount(1);
    await expect(rateButtons(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Change the rating of the shift of / })).toHaveCount(0);
  } finally {
    await admin.setByApi(false);
    await admin.close();
  }
});
