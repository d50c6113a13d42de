import { expect, test, type Page } from '@playwright/test';
import { choose, stateFile, visit, type DemoRole } from './support';

// The list pages render their first page on the server (DESIGN §3a "A page") and the screen takes it over:
// the rows are in the HTML, and hydration makes no request to the list API until a filter changes.

type List = { url: string; api: RegExp; row: string };

const LISTS: List[] = [
  { url: '/timesheets', api: /\/api\/main\/client-portal\/timesheets\/v2(\?|$)/, row: 'timesheet-row' },
  { url: '/jobs-v2', api: /\/api\/main\/jobs(\?|$)/, row: 'job-row' },
  { url: '/candidates', api: /\/api\/candidates\/candidates(\?|$)/, row: 'candidate-row' },
  { url: '/companies', api: /\/api\/main\/companies(\?|$)/, row: 'company-row' },
  { url: '/contacts', api: /\/api\/on-demand\/company-contacts(\?|$)/, row: 'contact-row' },
  { url: '/placements', api: /\/api\/main\/placements(\?|$)/, row: 'placement-row' },
  { url: '/orders', api: /\/api\/main\/orders(\?|$)/, row: 'order-row' },
  { url: '/routes', api: /\/api\/on-demand\/routes(\?|$)/, row: 'route-row' },
];

/** URLs of the list API the page asks for from now on. */
function listRequests(page: Page, api: RegExp): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (api.test(r.url())) seen.push(r.url());
  });
  return seen;
}

/** The rows come with the HTML, hydration asks for nothing, and a search asks the API as before. */
async function servedFirst(page: Page, list: List) {
  const html = await (await page.request.get(list.url)).text();
  expect(html).toContain(`data-testid="${list.row}"`);

  const asked = listRequests(page, list.api);
  await visit(page, list.url);
  await expect(page.getByTestId(list.row).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);

  // A new filter is a new request, answered by the API as before.
  const next = page.waitForResponse((r) => list.api.test(r.url()) && r.url().includes('zzqx'));
  await page.getByRole('searchbox').first().fill('zzqx');
  await page.getByRole('searchbox').first().press('Enter');
  expect((await next).status()).toBe(200);
  await expect(page).toHaveURL(/[?&]q=zzqx/);
}

test.describe('list pages come with their first page', () => {
  test.use({ storageState: stateFile('acme', 'admin') });

  for (const list of LISTS) {
    test(list.url, async ({ page }) => {
      await servedFirst(page, list);
    });
  }

  test('/iframes/support-center', async ({ page }) => {
    // The demo data has no tickets: one is raised first, so the ticket center has a row to serve.
    const raised = await page.request.post('/api/main/helpdesk/tickets', {
      data: { subject: `Server-rendered ticket list ${Date.now()}`, body: 'The list should come with the page.', priority: 'low' },
    });
    expect(raised.status()).toBe(201);
    await servedFirst(page, { url: '/iframes/support-center', api: /\/api\/main\/helpdesk\/tickets(\?|$)/, row: 'ticket-row' });
  });

  test('a mistyped link opens the default list instead of failing', async ({ page }) => {
    const res = await visit(page, '/timesheets?status=nope&page=-3&per_page=7&sort=salary&location=x&from=2024-02-30');
    expect(res?.status()).toBe(200);
    await expect(page.getByTestId('timesheet-row').first()).toBeVisible();
  });
});

test.describe('the to-do list comes with its first page', () => {
  // The page takes the tenant's day as today (a page request carries no browser zone); a browser in that zone
  // has nothing to correct, so hydration asks for nothing.
  test.use({ storageState: stateFile('acme', 'admin'), timezoneId: 'America/New_York' });

  test('/todos', async ({ page }) => {
    await servedFirst(page, { url: '/todos?assignee=all', api: /\/api\/main\/todos(\?|$)/, row: 'todo-row' });
  });
});

// The recruiting lists: some search under another name, the push history filters by status (no search box),
// and the referrals are the super admin's.
type Refilter = { change: (page: Page) => Promise<void>; asked: string; inUrl: RegExp };
type RecruitingList = { url: string; api: RegExp; row: string; role?: DemoRole; refilter?: Refilter };

const search = (inUrl = /[?&]q=zzqx/): Refilter => ({
  change: async (page) => {
    await page.getByRole('searchbox').first().fill('zzqx');
    await page.getByRole('searchbox').first().press('Enter');
  },
  asked: 'zzqx',
  inUrl,
});

const RECRUITING_LISTS: RecruitingList[] = [
  { url: '/applications', api: /\/api\/candidates\/applications(\?|$)/, row: 'application-row' },
  // The packets tab is the default one; its search is `pq` in the URL (the assignments' is `q`).
  { url: '/onboarding', api: /\/api\/onboarding\/packets(\?|$)/, row: 'packet-row', refilter: search(/[?&]pq=zzqx/) },
  { url: '/referrals', api: /\/api\/main\/referrals(\?|$)/, row: 'referral-row', role: 'superadmin' },
  { url: '/career-resources', api: /\/api\/main\/career-resources(\?|$)/, row: 'resource-row' },
  // Sent ones only: a scheduled notification on the page would have the history poll for its outcome.
  {
    url: '/push-notification?status=sent',
    api: /\/api\/main\/push-notifications(\?|$)/,
    row: 'push-row',
    refilter: {
      change: (page) => choose(page.getByRole('combobox', { name: 'Status' }), 'Failed'),
      asked: 'status=failed',
      inUrl: /[?&]status=failed/,
    },
  },
];

test.describe('recruiting list pages come with their first page', () => {
  for (const list of RECRUITING_LISTS) {
    test.describe(() => {
      test.use({ storageState: stateFile('acme', list.role ?? 'admin') });

      test(list.url, async ({ page }) => {
        const html = await (await page.request.get(list.url)).text();
        expect(html).toContain(`data-testid="${list.row}"`);

        const asked = listRequests(page, list.api);
        await visit(page, list.url);
        await expect(page.getByTestId(list.row).first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(asked).toEqual([]);

        // A new filter is a new request, answered by the API as before.
        const refilter = list.refilter ?? search();
        const next = page.waitForResponse((r) => list.api.test(r.url()) && r.url().includes(refilter.asked));
        await refilter.change(page);
        expect((await next).status()).toBe(200);
        await expect(page).toHaveURL(refilter.inUrl);
      });
    });
  }
});
