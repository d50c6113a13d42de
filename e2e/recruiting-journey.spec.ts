import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { choose, hydrated, IPHONE, ownTenant, stateFile, visit } from './support';

const TENANT = ownTenant('e2e-recruiting');

// On a tenant of its own: it switches the client contacts portal off and on, which would change what
// specs running beside it on acme see.
test.describe.configure({ mode: 'serial' });

const stamp = Date.now().toString(36);
const first = 'Maya';
const last = `Phone${stamp}`;
const applicant = `${first} ${last}`;

async function as(browser: Browser, role: 'recruiter' | 'contact' | 'admin') {
  return browser.newContext({ storageState: stateFile(TENANT, role) });
}

async function setContactsPortal(request: APIRequestContext, enabled: boolean) {
  const res = await request.put(`/api/main/client-portal/${TENANT}/settings`, {
    multipart: { clientContactsPortal: JSON.stringify({ enabled }) },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test(`a visitor on a phone finds a job on /${TENANT}/jobs and applies`, async ({ browser }) => {
  const phone = await browser.newContext({ userAgent: IPHONE, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await phone.newPage();
  await visit(page, `/${TENANT}/jobs`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Open jobs at');
  await page.getByRole('heading', { level: 2 }).getByRole('link').first().click();
  await hydrated(page);
  await page.getByLabel('First name').fill(first);
  await page.getByLabel('Last name').fill(last);
  await page.getByLabel('Email', { exact: true }).fill(`maya.${stamp}@example.test`);
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for applying!' })).toBeVisible();
  await phone.close();
});

test('a recruiter sees the application, moves it through statuses and places the candidate at a client location', async ({ browser }) => {
  const ctx = await as(browser, 'recruiter');
  const page = await ctx.newPage();
  await visit(page, `/applications?q=${last}`);
  // The kit Select: a combobox that names the chosen status.
  const status = page.getByRole('combobox', { name: `Status of ${applicant}` });
  const shows = (name: string) => expect(status).toHaveText(new RegExp(`^\\s*${name}\\s*▾?\\s*$`));
  await expect(status).toBeVisible();
  await shows('New');
  for (const next of ['Screening', 'Interview', 'Offer']) {
    await choose(status, next);
    // The select is disabled while the change is saved, then shows what the server holds.
    await expect(status).toBeEnabled();
    await shows(next);
  }
  await page.getByRole('button', { name: `Place ${applicant}` }).click();
  const dialog = page.getByRole('dialog');
  await choose(dialog.getByRole('combobox', { name: 'Client company' }), 'Northwind Logistics');
  await choose(dialog.getByRole('combobox', { name: 'Location' }), 'Distribution Center East');
  const position = dialog.getByLabel('Position');
  if (!(await position.inputValue())) await position.fill('Warehouse Associate');
  await dialog.getByLabel('Bill rate per hour').fill('28.50');
  await dialog.getByLabel('Pay rate per hour').fill('19.00');
  await dialog.getByRole('button', { name: 'Place candidate' }).click();
  // exact: the toast's screen-reader announcement repeats the text with a prefix.
  await expect(page.getByText(`${applicant} placed`, { exact: true })).toBeVisible();
  await shows('Placed');
  // The moves are the server's, not only the screen's: a reload shows the final status.
  await visit(page, `/applications?q=${last}`);
  await shows('Placed');
  // A placed application offers no second Place (issue 22 §3): it says it is placed instead.
  await expect(page.getByText(`${applicant} is placed`)).toBeAttached();
  await expect(page.getByRole('button', { name: `Place ${applicant}` })).toHaveCount(0);
  await ctx.close();
});

test("the client's contact sees the placement while the client contacts portal is on, and not when it is off", async ({ browser }) => {
  const admin = await as(browser, 'admin');
  const contact = await as(browser, 'contact');
  const page = await contact.newPage();
  try {
    await visit(page, `/placements?q=${last}`);
    await expect(page.getByRole('cell', { name: applicant })).toBeVisible();

    await setContactsPortal(admin.request, false);
    await page.goto('/placements');
    await expect(page).not.toHaveURL(/\/placements/);
    expect((await contact.request.get(`/api/main/placements?q=${last}`)).status()).toBe(403);
  } finally {
    await setContactsPortal(admin.request, true);
  }
  await visit(page, `/placements?q=${last}`);
  await expect(page.getByRole('cell', { name: applicant })).toBeVisible();
  await admin.close();
  await contact.close();
});
