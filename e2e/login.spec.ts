import { expect, test } from '@playwright/test';
import { brandVar, openMailedLink, signInThroughMailbox, visit } from './support';

// Where each role lands after signing in (SPEC §2/§6): / → /jobs, and a contact goes on to /timesheets
// unless the shift setting is on (it is for acme, off for globex in the demo data).
const LANDING = [
  ['superadmin@acme.test', 'acme', '/jobs'],
  ['admin@acme.test', 'acme', '/jobs'],
  ['recruiter@acme.test', 'acme', '/jobs'],
  ['contact@acme.test', 'acme', '/jobs'],
  ['contact@globex.test', 'globex', '/timesheets'],
] as const;

for (const [email, company, landing] of LANDING) {
  test(`${email} signs in with a magic link and lands on ${landing}`, async ({ page }) => {
    await signInThroughMailbox(page, email, company);
    await expect(page).toHaveURL(new RegExp(`${landing}$`));
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('client-portal-user') ?? 'null'));
    expect(stored).toMatchObject({ company_id: company });
    expect(await page.evaluate(() => localStorage.getItem('company'))).toBe(company);
  });
}

test('the dashboard wears the company colours and the document title names the route', async ({ page }) => {
  await signInThroughMailbox(page, 'admin@globex.test', 'globex');
  await expect(page).toHaveURL(/\/jobs$/);
  expect(await brandVar(page, '--brand-primary')).toBe('#7c3aed');
  expect(await brandVar(page, '--brand-secondary')).toBe('#2e1065');
  // #2e1065 is dark (brightness 26): text on it is white.
  expect(await brandVar(page, '--brand-on-secondary')).toBe('#ffffff');
  // /jobs is the shifts board: its title is the shift label, like its heading and menu entry.
  await expect(page).toHaveTitle('Shifts | Client Portal Admin');
});

test('a link works once', async ({ page, browser }) => {
  await visit(page, '/acme/login');
  await page.getByLabel('Work email').fill('recruiter@acme.test');
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  const href = await openMailedLink(page, 'recruiter@acme.test');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/jobs$/);

  const other = await browser.newContext();
  const second = await other.newPage();
  await visit(second, href!);
  await second.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(second.getByText(/invalid, expired or already used/)).toBeVisible();
  await other.close();
});

test('the attempted URL is remembered through the company finder and used after login', async ({ page }) => {
  await visit(page, '/admin-settings/users');
  await expect(page).toHaveURL(/\/login\?next=%2Fadmin-settings%2Fusers$/);
  await page.getByLabel('Company ID').fill('acme');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/acme\/login\?next=%2Fadmin-settings%2Fusers$/);
  await page.getByLabel('Work email').fill('admin@acme.test');
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await openMailedLink(page, 'admin@acme.test');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/admin-settings\/users$/);
  await expect(page).toHaveTitle('Users - Admin settings | Client Portal Admin');
});

test('a signed-in user on the login page goes to the dashboard, unless a token is in the query', async ({ page }) => {
  await signInThroughMailbox(page, 'recruiter@acme.test', 'acme');
  await expect(page).toHaveURL(/\/jobs$/);
  await visit(page, '/acme/login');
  await expect(page).toHaveURL(/\/jobs$/);
  await visit(page, `/acme/login?token=${'a'.repeat(43)}`);
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
});

test("company 'null' and 'undefined' use the remembered company; an unknown company is not found", async ({ page }) => {
  await visit(page, '/null/login');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Find your company' })).toBeVisible();
  await page.context().addCookies([{ name: 'company', value: 'globex', url: page.url() }]);
  await visit(page, '/undefined/login');
  await expect(page).toHaveURL(/\/globex\/login$/);
  await visit(page, '/login');
  await expect(page).toHaveURL(/\/globex\/login$/);
  const res = await visit(page, '/no-such-company/login');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Company not found' })).toBeVisible();
  await expect(page.getByText('There is no portal at "no-such-company".')).toBeVisible();
});

test('logout clears the session and the stored browser keys, then shows the logout screen', async ({ page }) => {
  await signInThroughMailbox(page, 'admin@acme.test', 'acme');
  await expect(page).toHaveURL(/\/jobs$/);
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/acme\/logout$/);
  await expect(page.getByTestId('logged-out')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('client-portal-user'))).toBeNull();
  expect(await page.evaluate(() => sessionStorage.getItem('company_settings'))).toBeNull();
  await visit(page, '/timesheets');
  await expect(page).toHaveURL(/\/acme\/login\?next=%2Ftimesheets$/);
});
