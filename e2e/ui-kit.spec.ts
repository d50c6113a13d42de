import { expect, test, type Locator } from '@playwright/test';
import { choose, stateFile, visit } from './support';

// The UI kit's keyboard paths (components/ui): what people who cannot use a mouse rely on.
// globex: the orders these tests change never show in the acme screens other specs read.
test.use({ storageState: stateFile('globex', 'admin') });

const HANDLE = 'Drag to reorder ';
/** The rows' names in order, read from their drag handles' labels. */
const names = async (section: Locator) =>
  Promise.all(
    (await section.getByRole('button', { name: new RegExp(`^${HANDLE}`) }).all()).map(async (b) =>
      (await b.getAttribute('aria-label'))?.slice(HANDLE.length),
    ),
  );

test('a sortable list reorders from the keyboard: pick up with Space, move with an arrow, drop with Space', async ({ page }) => {
  await visit(page, '/admin-settings/referrals');
  const section = page.getByRole('region', { name: 'Referral statuses' });
  await expect(section.getByRole('button', { name: new RegExp(`^${HANDLE}`) }).nth(1)).toBeVisible();
  const before = await names(section);
  const handle = section.getByRole('button', { name: `${HANDLE}${before[0]}` });
  await handle.focus();
  // Each step waits for its announcement, as a screen-reader user would hear it before the next key.
  await page.keyboard.press('Space');
  await expect(page.getByText(`Picked up ${before[0]}, at position 1 of ${before.length}`)).toBeAttached();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByText(`${before[0]} is over position 2 of ${before.length}`)).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await expect.poll(() => names(section)).toEqual([before[1], before[0], ...before.slice(2)]);
  // The move buttons stay for anyone who cannot drag.
  await section.getByRole('button', { name: `Move ${before[0]} up` }).click();
  await expect.poll(() => names(section)).toEqual(before);
});

test('the combobox finds a candidate with the keyboard', async ({ page }) => {
  await visit(page, '/placements');
  await page.getByRole('button', { name: 'New placement' }).click();
  const dialog = page.getByRole('dialog', { name: 'New placement' });
  const box = dialog.getByRole('combobox', { name: 'Candidate' });
  await box.focus();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  const options = page.getByRole('listbox', { name: 'Candidate' }).getByRole('option');
  const firstName = (await options.first().innerText()).trim().split(/\s+/)[0]!;
  await box.fill(firstName);
  // The first match is the active option, so Enter takes it.
  await expect(options.first()).toContainText(firstName);
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
  await expect(box).toHaveCount(0);
  await expect(dialog.getByRole('group', { name: 'Candidate' })).toContainText(firstName);
  // Escape closes the list first, the dialog only after.
  await dialog.getByRole('button', { name: 'Change' }).click();
  await dialog.getByRole('combobox', { name: 'Candidate' }).focus();
  await expect(dialog.getByRole('combobox', { name: 'Candidate' })).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(dialog.getByRole('combobox', { name: 'Candidate' })).toHaveAttribute('aria-expanded', 'false');
  await expect(dialog).toBeVisible();
});

test('the article editor formats from a keyboard-operable toolbar', async ({ page }) => {
  await visit(page, '/career-resources');
  await page.getByRole('button', { name: 'New article' }).click();
  const editor = page.getByRole('textbox', { name: 'Article' });
  await editor.click();
  await page.keyboard.type('Hello ');
  const toolbar = page.getByRole('toolbar', { name: 'Formatting' });
  // The toolbar never takes the focus from the text: the caret keeps the bold mark for what comes next.
  await toolbar.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('world');
  await expect(editor.locator('strong')).toHaveText('world');
  await expect(toolbar.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
  // One Tab stop; the arrow keys move along the toolbar.
  await toolbar.getByRole('button', { name: 'Bold' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(toolbar.getByRole('button', { name: 'Italic' })).toBeFocused();
  await expect(toolbar.getByRole('button', { name: 'Italic' })).toHaveAttribute('tabindex', '0');
  await expect(toolbar.getByRole('button', { name: 'Bold' })).toHaveAttribute('tabindex', '-1');
});

test('the select picks an option with the mouse and with the keyboard, and the list follows', async ({ page }) => {
  await visit(page, '/jobs-v2');
  const filters = page.getByRole('search', { name: 'Filter jobs' });
  const status = filters.getByRole('combobox', { name: 'Status' });
  await choose(status, 'Closed');
  await expect(page).toHaveURL(/[?&]status=closed/);
  await expect(status).toHaveText(/Closed/);
  // Keyboard: Enter opens the list on the chosen option, the arrows move, Enter takes it and focus comes back.
  const sort = filters.getByRole('combobox', { name: 'Sort by' });
  await sort.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeVisible();
  await expect(page.getByRole('option', { name: 'Newest first' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(sort).toBeFocused();
  await expect(sort).toHaveText(/Oldest first/);
  await expect(page).toHaveURL(/[?&]sort=created/);
});

test('a menu that loads on first use opens from the keyboard on its first entry, and Escape gives the focus back', async ({ page }) => {
  await visit(page, '/jobs-v2');
  const columns = page.getByRole('button', { name: 'Columns' });
  await columns.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitemcheckbox').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Columns' })).toBeFocused();
});
