import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { ownTenant, stateFile, visit } from './support';

const TENANT = ownTenant('e2e-contact-rights');

// On a tenant of its own: it switches the demo contact's own permissions (Casey Contact) off and on
// again, which every other spec acting as acme's contact relies on. The finally blocks put them back on.

test.use({ storageState: stateFile(TENANT, 'contact') });

type Switches = { approveTimesheets?: boolean; createOrders?: boolean };

/** An admin's API session beside the contact's browser, to change her settings as the contact screen does. */
async function asAdmin(browser: Browser, baseURL: string | undefined) {
  const ctx = await browser.newContext({ baseURL, storageState: stateFile(TENANT, 'admin') });
  const found = await ctx.request.get(`/api/on-demand/company-contacts?search=${encodeURIComponent(`contact@${TENANT}.test`)}`);
  expect(found.status()).toBe(200);
  const [casey] = ((await found.json()) as { data: { _id: string; email: string }[] }).data.filter(
    (c) => c.email === `contact@${TENANT}.test`,
  );
  const set = async (switches: Switches) => {
    const res = await ctx.request.put(`/api/on-demand/company-contacts/${casey!._id}/settings`, { data: switches });
    expect(res.status(), await res.text()).toBe(200);
  };
  return { set, close: () => ctx.close(), request: ctx.request };
}

/** A submitted timesheet at one of her locations, from her own list (newest first). */
async function submittedOfHers(request: APIRequestContext): Promise<string> {
  const res = await request.get('/api/main/client-portal/timesheets/v2?status=submitted&per_page=1');
  const [row] = ((await res.json()) as { data: { _id: string }[] }).data;
  expect(row, 'the demo data has submitted timesheets at her locations').toBeTruthy();
  return row!._id;
}

/** A call from the page itself, as the screens make them: same origin, her session cookie. */
const approveFromPage = (page: Page, id: string) =>
  page.evaluate(async (sheet) => {
    const res = await fetch(`/api/main/client-portal/timesheets/v2/mark/${sheet}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    return { status: res.status, body: (await res.json()) as { message: string; error_code?: string } };
  }, id);

test("a contact whose 'Approve timesheets' is off sees no Approve button and gets 403 from the API; switched on, the button is back", async ({
  page,
  browser,
  baseURL,
}) => {
  const admin = await asAdmin(browser, baseURL);
  try {
    const id = await submittedOfHers(page.request);
    await admin.set({ approveTimesheets: false });

    await visit(page, `/timesheets/view/${id}`);
    await expect(page.getByTestId('timesheet-status')).toHaveText('Submitted');
    await expect(page.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Reject', exact: true })).toHaveCount(0);

    // The list's bulk bar offers nothing to approve either.
    await visit(page, '/timesheets?status=submitted');
    await page
      .getByRole('checkbox', { name: /^Select timesheet of / })
      .first()
      .check();
    const bar = page.getByRole('region', { name: 'Actions on selected timesheets' });
    await expect(bar).toContainText('1 timesheet selected');
    await expect(bar.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);
    await expect(bar.getByRole('button', { name: 'Reject', exact: true })).toHaveCount(0);

    const refused = await approveFromPage(page, id);
    expect(refused.status).toBe(403);
    expect(refused.body.error_code).toBe('forbidden');
    expect(refused.body.message).toContain("'Approve timesheets' is off");

    await admin.set({ approveTimesheets: true });
    await visit(page, `/timesheets/view/${id}`);
    await expect(page.getByTestId('timesheet-status')).toHaveText('Submitted');
    await expect(page.getByRole('button', { name: 'Approve', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reject', exact: true })).toBeVisible();
  } finally {
    await admin.set({ approveTimesheets: true });
    await admin.close();
  }
});

test("'Create orders' off hides New order on the orders screen and the API refuses; on, it is back", async ({ page, browser, baseURL }) => {
  const admin = await asAdmin(browser, baseURL);
  try {
    await admin.set({ createOrders: false });
    await visit(page, '/orders');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'New order' })).toHaveCount(0);
    const res = await page.request.post('/api/main/orders', {
      data: { location_id: '00000000-0000-4000-8000-000000000000', position: 'Picker', headcount: 1, start_date: '2031-01-06' },
    });
    expect(res.status()).toBe(403);

    await admin.set({ createOrders: true });
    await visit(page, '/orders');
    await expect(page.getByRole('button', { name: 'New order' })).toBeVisible();
  } finally {
    await admin.set({ createOrders: true });
    await admin.close();
  }
});
