import { expect, test } from '@playwright/test';
import { choose, expectNoSeriousViolations, ownTenant, stateFile, visit } from './support';

// Issue 25: approved hours become a client invoice, issued with its number, voided with a reason, and the
// billing set-up a run follows. Runs bill every approved sheet of a period, so the journey has a tenant of its own.
const TENANT = ownTenant('e2e-invoicing');
test.use({ storageState: stateFile(TENANT, 'admin') });

type Sheet = { _id: string; week_start: string; worker_name: string; open_exceptions: number };
type Detail = {
  data: {
    _id: string;
    number: string | null;
    total_cents: number;
    subtotal_cents: number;
    lines: { amount_cents: number; timesheet_id: string }[];
  };
};

const usd = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

test('an admin approves a timesheet, runs invoices for its week, issues the draft, records its payment in two parts, opens its timesheet, and voids another', async ({
  page,
}) => {
  // A submitted timesheet of a week that is over, approved through the API as a contact would.
  const submitted = await page.request.get('/api/main/client-portal/timesheets/v2?status=submitted&per_page=50');
  const today = new Date().toISOString().slice(0, 10);
  const over = (start: string) => new Date(Date.parse(`${start}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10) <= today;
  const sheet = ((await submitted.json()) as { data: Sheet[] }).data.find((s) => over(s.week_start) && s.open_exceptions === 0)!;
  expect(sheet, 'a submitted timesheet of a past week').toBeTruthy();
  const approved = await page.request.put('/api/main/client-portal/timesheets/v2/mark', { data: { timesheet_ids: [sheet._id] } });
  expect(approved.status(), await approved.text()).toBe(200);

  await visit(page, '/invoices');
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  await page.getByRole('button', { name: 'Run invoices' }).click();
  const dialog = page.getByRole('dialog', { name: 'Run invoices' });
  await dialog.getByLabel('Weeks starting from').fill(sheet.week_start);
  await dialog.getByLabel('Weeks starting until').fill(sheet.week_start);
  await dialog.getByRole('button', { name: 'Make draft invoices' }).click();
  await expect(page.getByText(/draft invoices? made for \d+ timesheets?/).first()).toBeVisible();
  await expect(dialog).toBeHidden();
  // The list moved to the Draft tab, where the new drafts are.
  await expect(page.getByRole('tab', { name: /^Draft/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('invoice-row').first()).toBeVisible();
  await expectNoSeriousViolations(page);

  // The draft that bills the approved sheet.
  const drafts = (await (await page.request.get('/api/main/invoices?status=draft&per_page=100')).json()) as { data: { _id: string }[] };
  let mine: Detail['data'] | undefined;
  for (const d of drafts.data) {
    const detail = ((await (await page.request.get(`/api/main/invoices/${d._id}`)).json()) as Detail).data;
    if (detail.lines.some((l) => l.timesheet_id === sheet._id)) mine = detail;
  }
  expect(mine, 'a draft invoice with the approved timesheet').toBeTruthy();
  expect(mine!.subtotal_cents).toBe(mine!.lines.reduce((s, l) => s + l.amount_cents, 0));

  await visit(page, `/invoices/${mine!._id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Draft invoice' })).toBeVisible();
  await expect(page.getByTestId('invoice-totals')).toContainText(usd(mine!.total_cents));
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Issue', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Issue this invoice?' });
  await expect(confirm).toContainText('It takes your next invoice number');
  await confirm.getByRole('button', { name: 'Issue invoice' }).click();
  await expect(page.getByText(/^Invoice INV-\d{6} issued$/).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: /^Invoice INV-\d{6}$/ })).toBeVisible();
  await expect(page.getByText('Issued', { exact: true }).first()).toBeVisible();

  // Verify: every line recomputed from its punches and rules matches what was billed.
  await page.getByRole('button', { name: 'Verify lines' }).click();
  await expect(page.getByTestId('verify-result')).toContainText(
    /^(The line matches|All \d+ lines match) its approved punches and pay rules, to the cent\.$/,
  );

  // The accounting file downloads under the invoice's number.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'QuickBooks Online (CSV)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^invoice-inv-\d{6}-quickbooks\.csv$/);

  // A part payment, then the rest: the invoice is paid, and its payments sum to it.
  await page.getByRole('button', { name: 'Record payment' }).click();
  let paying = page.getByRole('dialog', { name: 'Record a payment' });
  await paying.getByLabel('Amount (USD)').fill('1.00');
  await paying.getByLabel('Reference').fill('BT-2031-0001');
  await paying.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByText('Payment recorded', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Partly paid', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Record payment' }).click();
  paying = page.getByRole('dialog', { name: 'Record a payment' });
  await expect(paying.getByLabel('Amount (USD)')).toHaveValue(((mine!.total_cents - 100) / 100).toFixed(2));
  await paying.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByText('Payment recorded: the invoice is paid').first()).toBeVisible();
  await expect(page.getByTestId('invoice-payment')).toHaveCount(2);
  await expect(page.getByTestId('invoice-totals')).toContainText(`Balance due${usd(0)}`);
  await expect(page.getByRole('button', { name: 'Record payment' })).toHaveCount(0);
  await expectNoSeriousViolations(page);

  // Each line opens the approved timesheet it bills.
  await page.getByTestId('invoice-line').getByRole('link', { name: sheet.worker_name }).first().click();
  await page.waitForURL(new RegExp(`/timesheets/view/${sheet._id}`));

  // Another draft is voided with a reason: its timesheets are no longer invoiced.
  const other = drafts.data.find((d) => d._id !== mine!._id);
  if (other) {
    await visit(page, `/invoices/${other._id}`);
    await page.getByRole('button', { name: 'Void', exact: true }).click();
    const voiding = page.getByRole('dialog', { name: 'Void this invoice?' });
    await voiding.getByRole('button', { name: 'Void invoice' }).click();
    await expect(voiding.getByText('Say why you void it')).toBeVisible();
    await voiding.getByLabel('Reason').fill('Billed to the wrong client');
    await voiding.getByRole('button', { name: 'Void invoice' }).click();
    await expect(page.getByText('Invoice voided; its timesheets can be invoiced again').first()).toBeVisible();
    await expect(page.getByText('Voided: Billed to the wrong client')).toBeVisible();
  }
});

test("an admin sets a client's billing: per-site invoices, net 14 days and a site's tax, shown in the set-up", async ({ page }) => {
  await visit(page, '/invoices?view=billing');
  const row = page.getByTestId('billing-row').first();
  await expect(row).toBeVisible();
  const client = (await row.locator('td').first().innerText()).trim();
  await row.getByRole('button', { name: `Edit billing of ${client}` }).click();
  const dialog = page.getByRole('dialog', { name: `Billing set-up: ${client}` });
  await dialog.getByLabel('Payment terms').fill('14');
  await choose(dialog.getByLabel('Grouping'), 'One invoice per site');
  const firstRate = dialog.getByLabel(/^Tax rate at /).first();
  await firstRate.fill('8.875');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Billing set-up saved').first()).toBeVisible();
  await expect(row).toContainText('Net 14 days');
  await expect(row).toContainText('One invoice per site');
  await expect(row).toContainText('8.875%');
  await expectNoSeriousViolations(page);
});

test('a recruiter reads invoices but has no button to run, issue or void them', async ({ browser, baseURL }) => {
  const page = await (await browser.newContext({ baseURL, storageState: stateFile(TENANT, 'recruiter') })).newPage();
  await visit(page, '/invoices');
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Run invoices' })).toHaveCount(0);
  await page.close();
});
