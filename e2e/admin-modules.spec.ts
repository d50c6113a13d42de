import { expect, test } from '@playwright/test';
import { checkPage, choose, stateFile, visit } from './support';

const run = Date.now().toString(36);

test.describe('module screens have no serious or critical axe violations', () => {
  test.use({ storageState: stateFile('acme', 'superadmin') });

  for (const url of [
    '/push-notification',
    '/career-resources',
    '/referrals',
    '/activity-report',
    '/iframes/support-center',
    '/routes',
    '/todos',
  ]) {
    test(url, async ({ page }) => {
      await checkPage(page, url);
    });
  }
});

test.describe('CSV import', () => {
  // globex: the rows this adds never show in the acme screens other specs read.
  test.use({ storageState: stateFile('globex', 'admin') });

  const csv = (rows: string[]) => ({
    name: 'candidates.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(['First Name,Last Name,Email', ...rows].join('\n')),
  });
  const emails = [`ann.${run}@import.test`, `bob.${run}@import.test`] as const;
  const exists = async (request: import('@playwright/test').APIRequestContext, email: string) =>
    ((await (await request.get(`/api/candidates/candidates?search=${encodeURIComponent(email)}`)).json()) as { data: unknown[] }).data
      .length;

  test('refuses a file with one bad row without writing anything, then imports a valid one', async ({ page, request }) => {
    await visit(page, '/admin-settings/import');
    await choose(page.getByRole('combobox', { name: 'What to import' }), 'Candidates');
    const input = page.getByLabel('Drop a CSV file here or choose one');

    await input.setInputFiles(csv([`Ann,Archer,${emails[0]}`, `Bob,Baker,not-an-email`]));
    await expect(page.getByText('Errors: 1 in 1 rows')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Errors by row and column' }).getByRole('cell', { name: '3', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Import \d+ rows?$/ })).toBeDisabled();
    expect(await exists(request, emails[0])).toBe(0);

    await input.setInputFiles(csv([`Ann,Archer,${emails[0]}`, `Bob,Baker,${emails[1]}`]));
    await expect(page.getByText('No errors found: every row can be imported.')).toBeVisible();
    await page.getByRole('button', { name: 'Import 2 rows' }).click();
    await expect(page.getByText('2 rows imported', { exact: true })).toBeVisible();
    for (const email of emails) expect(await exists(request, email)).toBe(1);
  });
});

test.describe('a recruiter', () => {
  test.use({ storageState: stateFile('acme', 'recruiter') });

  test('raises a ticket in the ticket center and replies to it', async ({ page }) => {
    const subject = `Badge printer offline ${run}`;
    await visit(page, '/iframes/support-center');
    await page.getByRole('button', { name: 'New ticket' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New ticket' });
    await dialog.getByLabel('Subject').fill(subject);
    await dialog.getByLabel('Describe the problem').fill('The printer at the front desk shows an error.');
    await dialog.getByRole('button', { name: 'Create ticket' }).click();
    await expect(page.getByText('Ticket created', { exact: true })).toBeVisible();
    // The new ticket opens in its thread at once.
    const thread = page
      .getByRole('dialog', { name: `#1 · ${subject}` })
      .or(page.getByRole('dialog', { name: new RegExp(`· ${subject}$`) }))
      .first();
    await expect(thread.getByText('The printer at the front desk shows an error.')).toBeVisible();
    await thread.getByLabel('Your reply').fill('It works again after a restart.');
    await thread.getByRole('button', { name: 'Send reply' }).click();
    await expect(page.getByText('Reply sent', { exact: true })).toBeVisible();
    await expect(thread.getByText('It works again after a restart.')).toBeVisible();
    await thread.getByRole('button', { name: 'Close' }).first().click();
    await expect(page.getByRole('table').getByRole('button', { name: subject })).toBeVisible();
  });

  test('adds a to-do and ticks it off', async ({ page }) => {
    const title = `Call the Dock 4 supervisor ${run}`;
    await visit(page, '/todos');
    await page.getByRole('form', { name: 'Add a to-do' }).getByLabel('New to-do').fill(title);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByText('To-do added', { exact: true })).toBeVisible();
    const box = page.getByRole('checkbox', { name: title });
    await box.check();
    await expect(page.getByRole('checkbox', { name: title })).toHaveCount(0);
    await page
      .getByRole('tab', { name: /^Done/ })
      .or(page.getByRole('link', { name: /^Done/ }))
      .first()
      .click();
    await expect(page.getByRole('checkbox', { name: title })).toBeChecked();
  });

  test('sends a push notification to the candidates placed at one location', async ({ page }) => {
    const title = `Shift change ${run}`;
    await visit(page, '/push-notification');
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Message').fill('Tomorrow starts at 7 am.');
    await page.getByRole('radio', { name: 'Locations' }).check();
    await page.getByRole('list', { name: 'Locations' }).getByRole('checkbox').first().check();
    await expect(page.getByText(/^[1-9]\d* recipients?$/)).toBeVisible();
    await page.getByRole('button', { name: 'Send now' }).click();
    await expect(page.getByText('Notification sent', { exact: true })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row.getByText('Sent', { exact: true })).toBeVisible();
  });
});
