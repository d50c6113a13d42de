import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations, hydrated, stateFile, visit } from './support';

// Demo data: acme has ~450 timesheets over six past weeks (approved, submitted, pending). Casey Contact
// (contact@acme.test) sees only Northwind Logistics' two locations. Tests that change data take a fresh
// submitted timesheet each run, so they do not depend on one another.

const rows = (page: Page) => page.getByTestId('timesheet-row');

/**
 * After a tab change the previous rows stay on screen, marked aria-busy, until the new ones arrive. The
 * table's caption names the tab, so a matching, non-busy table holds that tab's rows.
 */
async function settled(page: Page, tab: string) {
  const table = page.getByRole('table', { name: new RegExp(`^${tab} timesheets`) });
  await expect(table).toBeVisible();
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
}

/** Records of a CSV file, honouring quoted cells that contain line breaks. */
function csvRecords(text: string): string[] {
  const records: string[] = [];
  let current = '';
  let quoted = false;
  for (const ch of text.replace(/^\uFEFF/, '')) {
    if (ch === '"') quoted = !quoted;
    if (ch === '\n' && !quoted) {
      records.push(current.replace(/\r$/, ''));
      current = '';
      continue;
    }
    current += ch;
  }
  if (current.trim()) records.push(current);
  return records.filter((r) => r.length > 0);
}

/** Opens the Submitted tab and the first timesheet on it (by keyboard: focus the row, press Enter). */
async function openFirstSubmitted(page: Page): Promise<string> {
  await visit(page, '/timesheets');
  await page.getByRole('tab', { name: /^Submitted/ }).click();
  await expect(page).toHaveURL(/[?&]status=submitted/);
  await settled(page, 'Submitted');
  const first = rows(page).first();
  await expect(first.getByText('Submitted', { exact: true })).toBeVisible();
  await first.press('Enter');
  // The view remembers the list it was opened from (back=), so its back link returns to the Submitted tab.
  await page.waitForURL(/\/timesheets\/view\/[0-9a-f-]{36}\?back=%2Ftimesheets%3Fstatus%3Dsubmitted$/);
  await expect(page.getByTestId('timesheet-status')).toHaveText('Submitted');
  return new URL(page.url()).pathname.split('/').pop()!;
}

test.describe('a client contact', () => {
  test.use({ storageState: stateFile('acme', 'contact') });

  test('approves a submitted timesheet, and an admin sees it approved with the contact in its history', async ({
    page,
    browser,
    baseURL,
  }) => {
    const id = await openFirstSubmitted(page);
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    // Issue 22 §5: first what is approved (hours and bill total), then a toast naming it.
    const confirm = page.getByRole('dialog', { name: 'Approve this timesheet?' });
    await expect(confirm).toContainText(/1 timesheet: [\d.,]+ h, bill total /);
    await confirm.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(page.getByText(/^1 timesheet approved: [\d.,]+ h, /)).toBeVisible();
    await expect(page.getByTestId('timesheet-status')).toHaveText('Approved');
    // Approved is final for a contact: no approve or reject buttons remain.
    await expect(page.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Reject', exact: true })).toHaveCount(0);

    const admin = await browser.newContext({ baseURL, storageState: stateFile('acme', 'admin') });
    const adminPage = await admin.newPage();
    await visit(adminPage, `/timesheets/view/${id}`);
    await expect(adminPage.getByTestId('timesheet-status')).toHaveText('Approved');
    const history = adminPage.getByRole('list', { name: 'History' });
    await expect(history.getByRole('listitem').filter({ hasText: 'Casey Contact' }).filter({ hasText: 'Approved' }).first()).toBeVisible();
    await admin.close();
  });

  test('cannot reject without a comment; with one the timesheet is rejected and the reason is kept', async ({ page }) => {
    await openFirstSubmitted(page);
    await page.getByRole('button', { name: 'Reject', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject timesheet' });
    await expect(dialog).toBeVisible();

    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    await expect(dialog.getByText('Please give a reason for rejecting.')).toBeVisible();
    await expect(dialog.getByLabel('Reason for rejecting')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog).toBeVisible();

    // Escape closes the dialog and nothing has changed.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('timesheet-status')).toHaveText('Submitted');

    await page.getByRole('button', { name: 'Reject', exact: true }).click();
    const reason = `Thursday clock-out missing (e2e ${Date.now()})`;
    await dialog.getByLabel('Reason for rejecting').fill(reason);
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('timesheet-status')).toHaveText('Rejected');
    await expect(page.getByRole('list', { name: 'History' }).getByRole('listitem').filter({ hasText: reason })).toBeVisible();
  });
});

test.describe('an admin', () => {
  test.use({ storageState: stateFile('acme', 'admin') });

  test('edits a timesheet with a reason; the History tab shows the change as a translated diff, and the view passes axe', async ({
    page,
  }) => {
    const id = await openFirstSubmitted(page);
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await page.waitForURL(new RegExp(`/timesheets/edit/${id}(\\?back=[^&]+)?$`));
    await hydrated(page);
    const manager = `Dana Lead ${Date.now().toString(36)}`;
    const reason = 'Confirmed with the site by phone';
    await page.getByLabel('Manager', { exact: true }).fill(manager);
    await page.getByLabel('Reason for the change').fill(reason);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForURL(new RegExp(`/timesheets/view/${id}(\\?back=[^&]+)?$`));

    const entry = page.getByRole('list', { name: 'History' }).getByRole('listitem').filter({ hasText: reason });
    await expect(entry).toHaveCount(1);
    await expect(entry.getByRole('heading', { level: 3 })).toContainText('Edited');
    await expect(entry.getByRole('term')).toHaveText(['Manager']);
    await expect(entry.getByRole('definition')).toContainText(`→ ${manager}`);
    await expect(entry).not.toContainText(/\bmanager\b/); // the stored key, not the label
    await page.waitForLoadState('networkidle');
    await expectNoSeriousViolations(page);
  });

  test('exports two selected approved timesheets as CSV', async ({ page }) => {
    await visit(page, '/timesheets');
    await page.getByRole('tab', { name: /^Approved/ }).click();
    await expect(page).toHaveURL(/[?&]status=approved/);
    await settled(page, 'Approved');
    await expect(rows(page).first().getByText('Approved', { exact: true })).toBeVisible();
    const boxes = page.getByRole('checkbox', { name: /^Select timesheet of / });
    await expect(boxes.nth(1)).toBeVisible();
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await expect(page.getByRole('region', { name: 'Actions on selected timesheets' })).toContainText('2 timesheets selected');

    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'CSV', exact: true }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^acme-timesheets-\d{8}-\d{6}\.csv$/);
    const records = csvRecords(await readFile((await download.path())!, 'utf8'));
    expect(records).toHaveLength(3); // the header row and exactly the two selected timesheets
  });

  test('keeps the tab and filters in the URL across a reload', async ({ page }) => {
    await visit(page, '/timesheets');
    await page.getByRole('tab', { name: /^Approved/ }).click();
    await page.getByLabel('Search').fill('zz-no-such-worker');
    await expect(page).toHaveURL(/[?&]q=zz-no-such-worker/);
    await expect(page.getByText('No results for these filters')).toBeVisible();
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('tab', { name: /^Approved/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Search')).toHaveValue('zz-no-such-worker');
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await expect(page).not.toHaveURL(/[?&]q=/);
    await expect(rows(page).first()).toBeVisible();
  });
});
