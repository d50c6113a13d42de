import { expect, test, type Page } from '@playwright/test';
import pg from 'pg';
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
  { url: '/admin-settings/users', api: /\/api\/users\/users(\?|$)/, row: 'user-row' },
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
  // "Today" is the reader's chosen zone, else the tenant's, on the server and the API alike (never the
  // browser's): whatever zone the browser is in, hydration has nothing to correct and asks for nothing.
  test.use({ storageState: stateFile('acme', 'admin'), timezoneId: 'Pacific/Honolulu' });

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

// Time and attendance: /timecards, the who's working board (live and history), the shifts board's week and
// /notifications. Their days and clock times are the site's or the reader's chosen zone (else the tenant's),
// never the browser's, so the server's HTML is what the browser keeps. Each list then moves with its own control.

const DAY_MS = 86_400_000;

/** When the page was marked hydrated and when the live board first asked for its data (performance.now()). */
type BoardTimes = { hydrated?: number; asked?: number; streamed?: number; opened?: number; changed?: number };

/** React's hydration failures as a production build reports them (minified errors 418, 423, 425). */
function hydrationErrors(page: Page): string[] {
  const seen: string[] = [];
  const hydration = /#41[89]\b|#42[35]\b|[Hh]ydrat/;
  page.on('pageerror', (e) => {
    if (hydration.test(e.message)) seen.push(e.message);
  });
  page.on('console', (m) => {
    if (m.type() === 'error' && hydration.test(m.text())) seen.push(m.text());
  });
  return seen;
}
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const historyFrom = isoDay(Date.now() - 14 * DAY_MS);
const historyTo = isoDay(Date.now() - 7 * DAY_MS);

const TIME_LISTS: { url: string; api: RegExp; row: string; change: (page: Page) => Promise<unknown>; moved: RegExp }[] = [
  {
    url: '/timecards',
    api: /\/api\/main\/client-portal\/timecards(\?|$)/,
    row: 'timecard-row',
    change: async (page) => {
      await page.getByRole('searchbox').first().fill('zzqx');
      await page.getByRole('searchbox').first().press('Enter');
    },
    moved: /[?&]q=zzqx/,
  },
  {
    url: `/whos-working?history=true&from=${historyFrom}&to=${historyTo}`,
    api: /\/api\/main\/client-portal\/whos-working\?history=true/,
    row: 'history-row',
    change: (page) => page.getByLabel('From', { exact: true }).fill(isoDay(Date.now() - 21 * DAY_MS)),
    moved: new RegExp(`[?&]from=${isoDay(Date.now() - 21 * DAY_MS)}`),
  },
  {
    url: '/jobs',
    api: /\/api\/on-demand\/shifts\/v2\?/,
    row: 'shift-card',
    change: (page) => page.getByRole('button', { name: 'Next week' }).click(),
    moved: /[?&]week=\d{4}-\d{2}-\d{2}/,
  },
  {
    url: '/notifications',
    // The page's own list (25 a page); the bell in the header reads the latest ten on every page.
    api: /\/api\/main\/notifications\?(.*&)?limit=25/,
    row: 'notification-row',
    change: (page) => page.getByRole('tab', { name: 'Unread' }).click(),
    moved: /[?&]show=unread/,
  },
];

test.describe('time and attendance pages come with their first page', () => {
  test.use({ storageState: stateFile('acme', 'admin') });
  let client: pg.Client;

  test.beforeAll(async () => {
    // The demo data has no notifications: one for the admin, removed afterwards.
    client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query(
      `insert into notifications (tenant_id, user_id, event, idempotency_key, payload, link, created_at)
       select tenant_id, id, 'order_created', 'e2e-server-lists', '{"company":"Northwind"}'::jsonb, null, now() - interval '3 minutes'
       from users where email = 'admin@acme.test' on conflict do nothing`,
    );
  });

  test.afterAll(async () => {
    await client.query(`delete from notifications where idempotency_key = 'e2e-server-lists'`);
    await client.end();
  });

  for (const list of TIME_LISTS) {
    test(list.url.split('?')[0] + (list.url.includes('history') ? ' (history)' : ''), async ({ page }) => {
      const html = await (await page.request.get(list.url)).text();
      expect(html).toContain(`data-testid="${list.row}"`);

      const asked = listRequests(page, list.api);
      const failed = hydrationErrors(page);
      await visit(page, list.url);
      await expect(page.getByTestId(list.row).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(asked).toEqual([]);
      expect(failed).toEqual([]);

      // A new filter, page or week is a new request, answered by the API as before.
      const next = page.waitForResponse((r) => list.api.test(r.url()));
      await list.change(page);
      expect((await next).status()).toBe(200);
      await expect(page).toHaveURL(list.moved);
    });
  }

  test('/whos-working: the live board asks nothing again after hydration: it listens to the event stream', async ({ page }) => {
    const html = await (await page.request.get('/whos-working')).text();
    expect(html).toContain('data-testid="worker-row"');

    // Timed in the page, on one clock: when React marked the page hydrated, when the board asked for its
    // data and when it opened the event stream.
    await page.addInitScript(() => {
      const times: BoardTimes = {};
      (window as unknown as { boardTimes: BoardTimes }).boardTimes = times;
      const fetch = window.fetch.bind(window);
      window.fetch = (input, init) => {
        const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        if (/\/api\/main\/client-portal\/whos-working(\?|$)/.test(url)) times.asked ??= performance.now();
        return fetch(input, init);
      };
      const Source = window.EventSource;
      window.EventSource = class extends Source {
        constructor(url: string | URL, init?: EventSourceInit) {
          super(url, init);
          if (!/\/whos-working\/events(\?|$)/.test(String(url))) return;
          times.streamed ??= performance.now();
          this.addEventListener('open', () => (times.opened ??= performance.now()));
          this.addEventListener('change', () => (times.changed ??= performance.now()));
        }
      };
      // The document exists when this runs, its <html> element not yet: watch the document for the mark.
      new MutationObserver(() => {
        if (document.documentElement?.dataset.hydrated) times.hydrated ??= performance.now();
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
    });
    const failed = hydrationErrors(page);
    await visit(page, '/whos-working');
    await expect(page.getByTestId('worker-row').first()).toBeVisible();
    const times = () => page.evaluate(() => (window as unknown as { boardTimes: BoardTimes }).boardTimes);
    await expect.poll(async () => (await times()).streamed, { timeout: 5000 }).toBeDefined();
    // Two seconds on, the board has not asked again by itself: the first page is the server's, changes are
    // pushed. Other specs share the tenant and may clock someone in meanwhile: a fetch that follows a pushed
    // change is the board doing its job, and so is the fallback poll of a stream that took over 3 s to open
    // on a loaded machine. Asserted by order of events, not by a wall-clock window.
    await page.waitForTimeout(2000);
    const { hydrated, asked, streamed, opened, changed } = await times();
    expect(hydrated).toBeDefined();
    const afterPush = asked !== undefined && changed !== undefined && asked >= changed;
    const slowStream = streamed !== undefined && (opened ?? Number.POSITIVE_INFINITY) - streamed >= 3000;
    expect(asked === undefined || afterPush || slowStream, `asked at ${asked}, stream opened ${opened}, change ${changed}`).toBe(true);
    expect(failed).toEqual([]);
  });

  test('mistyped links open the default board, week and lists instead of failing', async ({ page }) => {
    for (const url of [
      '/whos-working?history=true&from=2024-02-30&to=nope&location=x',
      '/jobs?week=2024-13-01&status=late&view=grid&location=1',
      '/timecards?page=-1&per_page=7&from=2024-02-30',
      '/notifications?show=read&page=0',
    ]) {
      const res = await visit(page, url);
      expect(res?.status(), url).toBe(200);
    }
    await expect(page.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  });
});
