import { expect, test } from '@playwright/test';
import { brandVar, stateFile, visit } from './support';

// Acme's colours change here; no other spec asserts them (login.spec checks globex's), and the
// spec restores what it changed.
test.describe('branding', () => {
  test.use({ storageState: stateFile('acme', 'superadmin') });

  test('an admin changes the colours with a live preview, and every page picks them up', async ({ page, browser }) => {
    await visit(page, '/admin-settings');
    await expect(page).toHaveURL(/\/admin-settings\/client-portal$/);
    const primary = page.getByRole('textbox', { name: 'Primary colour', exact: true });
    const secondary = page.getByRole('textbox', { name: 'Secondary colour', exact: true });
    // The tab has a second form (the company's time zone) with its own Save.
    const save = page.locator('form').filter({ has: primary }).getByRole('button', { name: 'Save' });
    const before = { primary: await primary.inputValue(), secondary: await secondary.inputValue() };

    await primary.fill('#b91c1c');
    await secondary.fill('#fef3c7');
    await expect(page.getByTestId('contrast').first()).toContainText('readable');
    await secondary.fill('#zzzzzz');
    await expect(page.getByText('Use a colour like #6691e7')).toBeVisible();
    await expect(save).toBeDisabled();
    await secondary.fill('#fef3c7');
    await save.click();
    await expect(page.getByText('Branding saved.').first()).toBeVisible();
    await expect.poll(() => brandVar(page, '--brand-primary')).toBe('#b91c1c');

    // Another user of the same company, on another page, in a fresh browser.
    const ctx = await browser.newContext({ storageState: stateFile('acme', 'recruiter') });
    const other = await ctx.newPage();
    await visit(other, '/timesheets');
    expect(await brandVar(other, '--brand-primary')).toBe('#b91c1c');
    expect(await brandVar(other, '--brand-secondary')).toBe('#fef3c7');
    expect(await brandVar(other, '--brand-on-secondary')).toBe('#1f2937');
    await visit(other, '/acme/login?token=' + 'x'.repeat(43));
    expect(await brandVar(other, '--brand-primary')).toBe('#b91c1c');
    await ctx.close();

    await primary.fill(before.primary);
    await secondary.fill(before.secondary);
    await save.click();
    await expect.poll(() => brandVar(page, '--brand-primary')).toBe(before.primary);
  });
});
