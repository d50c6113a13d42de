import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { IPHONE, stateFile, visit, type DemoRole } from './support';

// Issue 22: one week, told the same everywhere a person reads it, with the browser far from every site
// (Asia/Tokyo). For each role: the timesheet view's day rows add up to its total, the punch reads on the
// site's clock with the zone's name, the CSV export says the same total, and for the contact the phone
// approval page (the mailed link's page) says the same total and time. It only reads.

const TOKYO = 'Asia/Tokyo';
type Card = { clock_in: string; clock_out: string | null; location_timezone: string };
type Detail = { _id: string; total_hours: number; timecards: Card[] };

/** "8:05 AM EST": the site's wall time and zone name, computed here (Node) as the app's one formatter prints it. */
const siteTime = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZoneName: 'short', timeZone })
    .format(new Date(iso))
    .replace(/[\u2009\u202f]/g, ' ');
const hoursText = (n: number) => new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n);
const hundredths = (text: string) => Math.round(Number(text.replace(/[^0-9.-]/g, '')) * 100);

/** A timesheet of the reader's with closed timecards, in the given status. */
async function sheetWithCards(request: APIRequestContext, status: string): Promise<Detail> {
  const list = await request.get(`/api/main/client-portal/timesheets/v2?status=${status}&per_page=25`);
  expect(list.status()).toBe(200);
  for (const row of ((await list.json()) as { data: { _id: string }[] }).data) {
    const detail = ((await (await request.get(`/api/main/client-portal/timesheets/v2/${row._id}`)).json()) as { data: Detail }).data;
    if (detail.timecards.length > 0 && detail.timecards.every((c) => c.clock_out)) return detail;
  }
  throw new Error(`no ${status} timesheet with closed timecards in this reader's scope`);
}

/** The view's Daily timecards rows: the hours column of each, in hundredths. */
async function dayRowHundredths(page: Page): Promise<number[]> {
  const table = page.getByRole('table', { name: 'Daily timecards' });
  await expect(table).toBeVisible();
  const headers = await table.locator('thead th').allInnerTexts();
  const column = headers.findIndex((h) => h.trim() === 'Hours');
  expect(column).toBeGreaterThan(-1);
  const rows = table.locator('tbody tr');
  const out: number[] = [];
  for (let i = 0; i < (await rows.count()); i++) out.push(hundredths(await rows.nth(i).locator('td, th').nth(column).innerText()));
  return out;
}

/** The CSV export of that one timesheet, as the reader downloads it: its Total hours cell, in hundredths. */
async function exportedTotal(request: APIRequestContext, id: string): Promise<number> {
  const res = await request.post('/api/main/client-portal/timesheets/export/csv', { data: { timesheet_ids: [id] } });
  expect(res.status()).toBe(200);
  const [header, row] = parse(await res.text()) as string[][];
  const column = header!.findIndex((h) => /^total hours$/i.test(h));
  expect(column, header!.join(',')).toBeGreaterThan(-1);
  return hundredths(row![column]!);
}

/**
 * Issue 22 asks for every warm screen of these journeys under 1 s to content. The time from navigation to the
 * named content, on a second visit (code and data caches warm), is recorded on the test (`warm-screen`
 * annotations in the JSON report) rather than asserted: a wall-clock bound would fail by the machine's load.
 */
async function warmScreen(page: Page, url: string, content: (page: Page) => Promise<void>) {
  const started = Date.now();
  await page.goto(url);
  await content(page);
  test
    .info()
    .annotations.push({ type: 'warm-screen', description: `${url.replace(/[A-Za-z0-9_-]{43}$/, '…')}: ${Date.now() - started} ms` });
}

const ROLES: { role: DemoRole; status: string }[] = [
  // The contact's sheet is a submitted one: the phone approval page lists those.
  { role: 'contact', status: 'submitted' },
  { role: 'recruiter', status: 'approved' },
  { role: 'admin', status: 'approved' },
  { role: 'superadmin', status: 'approved' },
];

for (const { role, status } of ROLES) {
  test.describe(`the same week, read by the ${role} from ${TOKYO}`, () => {
    test.use({ storageState: stateFile('acme', role), timezoneId: TOKYO });

    test('days add up to the total, the punch is on the site clock, and the export says the same', async ({ page, browser, baseURL }) => {
      const sheet = await sheetWithCards(page.request, status);
      const total = Math.round(sheet.total_hours * 100);

      await visit(page, `/timesheets/view/${sheet._id}`);
      const days = await dayRowHundredths(page);
      expect(days.reduce((a, b) => a + b, 0)).toBe(total);
      await expect(page.getByText(hoursText(sheet.total_hours), { exact: true }).first()).toBeVisible();
      const first = [...sheet.timecards].sort((a, b) => a.clock_in.localeCompare(b.clock_in))[0]!;
      const punch = siteTime(first.clock_in, first.location_timezone);
      await expect(page.getByRole('cell', { name: punch, exact: true }).first()).toBeVisible();

      expect(await exportedTotal(page.request, sheet._id)).toBe(total);

      await warmScreen(page, `/timesheets/view/${sheet._id}`, (p) =>
        expect(p.getByRole('table', { name: 'Daily timecards' })).toBeVisible(),
      );
      await visit(page, '/timesheets');
      await warmScreen(page, '/timesheets', (p) => expect(p.getByRole('table').first()).toBeVisible());

      if (role !== 'contact') return;
      // Her phone opens the approval page her mail links to: the same total and the same site time.
      const phone = await browser.newContext({ baseURL, userAgent: IPHONE, timezoneId: TOKYO, storageState: stateFile('acme', 'contact') });
      const mobile = await phone.newPage();
      await visit(mobile, '/timesheets');
      await mobile.getByRole('button', { name: /^Review all/ }).click();
      await expect(mobile).toHaveURL(/\/approve\/[A-Za-z0-9_-]{43}$/);
      const card = mobile.locator(`#sheet-${sheet._id}`);
      await expect(card).toContainText(hoursText(sheet.total_hours));
      await expect(card).toContainText(punch);
      await warmScreen(mobile, mobile.url(), (p) => expect(p.locator(`#sheet-${sheet._id}`)).toContainText(punch));
      await phone.close();
    });
  });
}
