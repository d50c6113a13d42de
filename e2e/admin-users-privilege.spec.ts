import { expect, test, type Page } from '@playwright/test';
import { choose, stateFile, visit } from './support';

// Issue 22 item 8: picking another role in the users table saves nothing until the admin confirms a
// dialog naming the user, the old and new role and what the new role may open; cancel keeps the old one.

test.use({ storageState: stateFile('acme', 'admin') });

/** A recruiter of its own, so no other spec's demo user changes role under it. */
async function freshRecruiter(page: Page): Promise<{ name: string; email: string }> {
  const tag = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const name = `Priya Privilege ${tag}`;
  const email = `privilege.${tag}@staff.test`;
  const res = await page.request.post('/api/users/users', { data: { email, username: name, role: 'recruiter' } });
  expect(res.status(), await res.text()).toBe(201);
  return { name, email };
}

/** The role the server holds for the user (the list API, searched by her email). */
async function roleOf(page: Page, email: string): Promise<string> {
  const res = await page.request.get(`/api/users/users?search=${encodeURIComponent(email)}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { role: string }[] }).data[0]!.role;
}

test('a role change asks first: cancel keeps the old role, confirm saves the new one', async ({ page }) => {
  const user = await freshRecruiter(page);
  await visit(page, `/admin-settings/users?q=${encodeURIComponent(user.email)}`);
  // The search's answer replaces the server's rows once: pick from the settled table, not one being replaced.
  await page.waitForLoadState('networkidle');
  const select = page.getByRole('combobox', { name: `Role of ${user.name}`, exact: true });
  await expect(select).toContainText('Recruiter');

  await choose(select, 'Company Admin');
  const dialog = page.getByRole('dialog', { name: `Change what ${user.name} may do?` });
  await expect(dialog).toContainText(`${user.name}'s role changes from Recruiter to Company Admin.`);
  await expect(dialog).toContainText('A Company Admin runs the portal');
  await expect(dialog).toContainText(/Can now also open: .*Admin settings/);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(select).toContainText('Recruiter');
  expect(await roleOf(page, user.email)).toBe('recruiter');

  await choose(select, 'Company Admin');
  await page.getByRole('dialog').getByRole('button', { name: 'Change access' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(select).toContainText('Company Admin');
  expect(await roleOf(page, user.email)).toBe('company_admin');
});
