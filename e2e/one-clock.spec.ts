import { expect, test, type APIRequestContext } from '@playwright/test';
import { IPHONE, stateFile, visit } from './support';

// Issue 22 item 2, "One clock": a punch is shown on its site's clock with the zone's name, the same in the
// portal and on the emailed approval page, whatever zone the browser is in (Tokyo and Honolulu are far from
// every demo site). It only reads (opens a timesheet and an approval link, decides nothing), so it shares
// Casey Contact's data with other specs.

type Card = { clock_in: string; clock_out: string | null; location_timezone: string };
type Detail = { _id: string; timecards: Card[] };

/** The first submitted timesheet of hers with a closed card: the approval page lists the submitted ones. */
async function submittedWithCard(request: APIRequestContext): Promise<{ id: string; card: Card }> {
  const list = await request.get('/api/main/client-portal/timesheets/v2?status=submitted&per_page=20');
  for (const row of ((await list.json()) as { data: { _id: string }[] }).data) {
    const detail = ((await (await request.get(`/api/main/client-portal/timesheets/v2/${row._id}`)).json()) as { data: Detail }).data;
    const card = detail.timecards.find((c) => c.clock_out);
    if (card) return { id: detail._id, card };
  }
  throw new Error('no submitted timesheet with a closed timecard at her locations');
}

/** "8:05 AM EST": the site's wall time and zone name, computed here (Node) as the app's one formatter prints it. */
const siteTime = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZoneName: 'short', timeZone })
    .format(new Date(iso))
    .replace(/[\u2009\u202f]/g, ' ');

for (const timezoneId of ['Asia/Tokyo', 'Pacific/Honolulu']) {
  test.describe(`a contact whose browser is in ${timezoneId}`, () => {
    test.use({ storageState: stateFile('acme', 'contact'), timezoneId });

    test("reads the punch on the site's clock in the portal and on the approval page alike", async ({ page, browser, baseURL }) => {
      const { id, card } = await submittedWithCard(page.request);
      const expected = siteTime(card.clock_in, card.location_timezone);

      // The portal: server-rendered and hydrated in a browser far from the site, the same words.
      await visit(page, `/timesheets/view/${id}`);
      await expect(page.getByRole('cell', { name: expected, exact: true }).first()).toBeVisible();
      // No hydration mismatch: the text stays after React takes over.
      await page.waitForTimeout(500);
      await expect(page.getByRole('cell', { name: expected, exact: true }).first()).toBeVisible();

      // The approval page, as her phone opens it (a fresh link from the phone block's "Review all").
      const phone = await browser.newContext({ baseURL, userAgent: IPHONE, timezoneId, storageState: stateFile('acme', 'contact') });
      const mobile = await phone.newPage();
      await visit(mobile, '/timesheets');
      await mobile.getByRole('button', { name: /^Review all/ }).click();
      await expect(mobile).toHaveURL(/\/approve\/[A-Za-z0-9_-]{43}$/);
      await expect(mobile.getByText(expected).first()).toBeVisible();
      await phone.close();
    });
  });
}
