import { expect, test, type Page } from '@playwright/test';
import { hydrated, stateFile, visit } from './support';

// Admin settings → users on DataTable (issue 12): the server sorts it by the column whose header is
// pressed, the sort lives in the URL, and the kit forms show the server's refusal on the field it names.

test.use({ storageState: stateFile('acme', 'admin') });

const table = (page: Page) => page.getByTestId('users-table');
const header = (page: Page, name: string) => table(page).getByRole('columnheader', { name, exact: true });
const names = (page: Page) => table(page).getByTestId('user-row').getByTestId('user-name').allInnerTexts();
const lastSignIns = (page: Page) => table(page).getByTestId('user-row').locator('td:nth-child(6)').allInnerTexts();

test('the users table sorts by a column on the server, the sort kept in the URL', async ({ page }) => {
  // Every user on one page, so the two directions list the same people.
  await visit(page, '/admin-settings/users?per_page=100');
  await expect(header(page, 'User')).toHaveAttribute('aria-sort', 'ascending');
  await expect(header(page, 'Sub-role')).not.toHaveAttribute('aria-sort', /.+/);
  const ascending = await names(page);
  expect(ascending.length).toBeGreaterThan(1);

  await header(page, 'User').getByRole('button').click();
  await expect(page).toHaveURL(/[?&]sort=-name(&|$)/);
  await expect(header(page, 'User')).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(() => names(page)).toEqual([...ascending].reverse());

  // Last sign-in starts with the most recent; the users who never signed in come last either way.
  await header(page, 'Last sign-in').getByRole('button').click();
  await expect(page).toHaveURL(/[?&]sort=-last_login(&|$)/);
  await expect(header(page, 'Last sign-in')).toHaveAttribute('aria-sort', 'descending');
  // The header turns at once, the rows when the server's answer is in (the old rows stay on screen until then,
  // marked busy): polled as a whole, so a slow answer on a busy machine is waited for, not read half-way.
  const inOrder = (signIns: string[]) =>
    signIns.length > 0 &&
    signIns[0] !== 'Never' &&
    (signIns.indexOf('Never') === -1 || signIns.slice(signIns.indexOf('Never')).every((t) => t === 'Never'));
  await expect.poll(async () => inOrder(await lastSignIns(page))).toBe(true);
  const newestFirst = await lastSignIns(page);

  // A reload (or a shared link) opens the same order, rendered by the server.
  await page.reload();
  await hydrated(page);
  await expect(header(page, 'Last sign-in')).toHaveAttribute('aria-sort', 'descending');
  expect(await lastSignIns(page)).toEqual(newestFirst);

  // Back to the default order: the sort leaves the URL.
  await header(page, 'User').getByRole('button').click();
  await expect(header(page, 'User')).toHaveAttribute('aria-sort', 'ascending');
  await expect(page).not.toHaveURL(/[?&]sort=/);
});

test("an invitation to an email already in use shows the server's refusal on the email field", async ({ page }) => {
  await visit(page, '/admin-settings/users');
  await page.getByRole('button', { name: 'Invite user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a user' });
  await dialog.getByRole('textbox', { name: 'Email' }).fill('admin@acme.test');
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Second Admin');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  const email = dialog.getByRole('textbox', { name: 'Email' });
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toBeFocused();
  await expect(dialog.getByText('A user with this email already exists').first()).toBeVisible();
  // Nothing was sent: the dialog stays open with what was typed.
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Second Admin');
});

test("the embedding sites refused by the server's address rule are marked on their field, nothing saved", async ({ page }) => {
  await visit(page, '/admin-settings/client-contacts-portal');
  const origins = page.getByRole('textbox', { name: 'Sites allowed to embed the placement form' });
  const before = await origins.inputValue();
  // An https origin by the browser's check; a private address by the server's.
  await origins.fill(`${before}\nhttps://192.168.1.10`.trim());
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(origins).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('alert').filter({ hasText: '192.168.1.10' }).first()).toBeVisible();
  await page.reload();
  await hydrated(page);
  await expect(origins).toHaveValue(before);
});

test('a mistyped users link opens the default list instead of failing', async ({ page }) => {
  const res = await visit(page, '/admin-settings/users?sort=salary&role=boss&status=x&branch=1&page=-3&per_page=7');
  expect(res?.status()).toBe(200);
  await expect(table(page).getByTestId('user-row').first()).toBeVisible();
  await expect(header(page, 'User')).toHaveAttribute('aria-sort', 'ascending');
});
