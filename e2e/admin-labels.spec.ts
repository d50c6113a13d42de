import { expect, test, type Page } from '@playwright/test';
import { ownTenant, stateFile, visit } from './support';

const TENANT = ownTenant('e2e-labels');

// It renames the shift label, which every menu of the tenant shows: on a tenant of its own.
test.use({ storageState: stateFile(TENANT, 'admin') });

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
/** The entries of the menu's Time section (a dropdown in the horizontal layout), opened. */
async function timeEntries(page: Page) {
  await menu(page).getByRole('button', { name: 'Time' }).click();
  return page.getByRole('menu', { name: 'Time' });
}

test('an admin renames the Shift label and sees her singular and plural in the menu and on the screens', async ({
  page,
  browser,
  request,
}) => {
  await visit(page, '/admin-settings/mobile-app/labels');
  const shift = page.getByRole('group', { name: 'Shifts' });
  try {
    await shift.getByLabel('Label (Shifts)').fill('Gig');
    // No English inflection rules: the admin gives the plural; the empty singular is the label itself.
    await shift.getByLabel('Plural (Shifts)').fill('Gigs');
    await shift.getByLabel('Singular (Shifts)').fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Labels saved', { exact: true })).toBeVisible();
    await expect(shift.getByLabel('Plural (Shifts)')).toHaveValue('Gigs');
    await expect(shift.getByLabel('Singular (Shifts)')).toHaveValue('Gig');

    await visit(page, '/jobs');
    await expect((await timeEntries(page)).getByRole('menuitem', { name: 'Gigs', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('heading', { level: 1, name: 'Gigs' })).toBeVisible();
    await expect(page).toHaveTitle(/^Gigs \|/);

    // Another user of the same company, in a fresh browser.
    const ctx = await browser.newContext({ storageState: stateFile(TENANT, 'recruiter') });
    const other = await ctx.newPage();
    await visit(other, '/timesheets');
    const entries = await timeEntries(other);
    await expect(entries.getByRole('menuitem', { name: 'Gigs', exact: true })).toBeVisible();
    await expect(entries.getByRole('menuitem', { name: 'Shifts', exact: true })).toHaveCount(0);
    await ctx.close();
  } finally {
    // Back to the catalogue's word (not a stored "Shift"), so the other locales say theirs again.
    await request.delete('/api/main/dashboard-labels/shift');
  }
  await visit(page, '/jobs');
  await expect((await timeEntries(page)).getByRole('menuitem', { name: 'Shifts', exact: true })).toBeVisible();
});

test('an admin gives the Shift label its French words; a French reader gets them, an English one the catalogue word', async ({
  page,
  request,
}) => {
  await visit(page, '/admin-settings/mobile-app/labels');
  try {
    // The shell's language switcher lists the same names: pick from the picker's own listbox.
    await page.getByRole('combobox', { name: 'Language to edit' }).click();
    await page.getByRole('listbox').getByRole('option', { name: 'Français', exact: true }).click();
    await page.getByLabel('Singular in Français (Shifts)').fill('Mission');
    await page.getByLabel('Plural in Français (Shifts)').fill('Missions');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Labels saved', { exact: true })).toBeVisible();
    // Only the French words were saved: the default label is not renamed for everyone else.
    await expect(page.getByLabel('Label (Shifts)')).toHaveValue('Shift');
    const read = async (lang: string) => {
      const res = await request.get('/api/main/dashboard-labels/shift', { headers: { 'accept-language': lang } });
      return ((await res.json()) as { data: { plural: string } }).data.plural;
    };
    expect(await read('fr')).toBe('Missions');
    expect(await read('en')).toBe('Shifts');
  } finally {
    await request.delete('/api/main/dashboard-labels/shift');
  }
});

test.describe('a recruiter', () => {
  test.use({ storageState: stateFile(TENANT, 'recruiter') });

  test('cannot open /admin-settings, nor change settings through the API', async ({ page, request }) => {
    await visit(page, '/admin-settings/users');
    await expect(page).not.toHaveURL(/admin-settings/);
    await expect(menu(page).getByRole('link', { name: 'Admin settings' })).toHaveCount(0);
    const res = await request.put(`/api/main/client-portal/${TENANT}/maintenance-mode`, { data: { enabled: true } });
    expect(res.status()).toBe(403);
  });
});
