import { expect, test, type Page } from '@playwright/test';
import { stateFile, visit } from './support';

// Every list sorts one way (issue 22): a header click, ordered by the server, the order in the URL. A shared
// link with a sort opens on that order from the server's own first page, without a request after hydration.

type Sorted = { url: string; api: RegExp; header: string; field: string };

const LISTS: Sorted[] = [
  { url: '/companies', api: /\/api\/main\/companies\?/, header: 'Status', field: 'status' },
  { url: '/contacts', api: /\/api\/on-demand\/company-contacts\?/, header: 'Email', field: 'email' },
  { url: '/placements?status=all', api: /\/api\/main\/placements\?/, header: 'Candidate', field: 'candidate' },
  { url: '/orders?status=all', api: /\/api\/main\/orders\?/, header: 'Position', field: 'position' },
  { url: '/applications', api: /\/api\/candidates\/applications\?/, header: 'Applied', field: 'applied' },
  { url: '/timecards', api: /\/api\/main\/client-portal\/timecards\?/, header: 'Worker', field: 'worker' },
  { url: '/push-notification', api: /\/api\/main\/push-notifications\?/, header: 'Title', field: 'title' },
];

const columnHeader = (page: Page, name: string) => page.getByRole('columnheader', { name, exact: true });
const withSort = (url: string, sort: string) => `${url}${url.includes('?') ? '&' : '?'}sort=${sort}`;

test.describe('list headers sort through the URL and the server', () => {
  test.use({ storageState: stateFile('acme', 'admin') });

  for (const list of LISTS) {
    test(list.url, async ({ page }) => {
      const asked: string[] = [];
      page.on('request', (r) => {
        if (list.api.test(r.url())) asked.push(r.url());
      });
      // A link with a descending sort: the server's page is already in that order, hydration asks nothing.
      await visit(page, withSort(list.url, `-${list.field}`));
      await expect(columnHeader(page, list.header)).toHaveAttribute('aria-sort', 'descending');
      await page.waitForLoadState('networkidle');
      expect(asked).toEqual([]);

      // The header is a button: the keyboard sorts it, the URL and the API request carry the new order.
      const next = page.waitForResponse((r) => list.api.test(r.url()) && new URL(r.url()).searchParams.get('sort') === list.field);
      await columnHeader(page, list.header).getByRole('button').focus();
      await page.keyboard.press('Enter');
      expect((await next).status()).toBe(200);
      await expect(columnHeader(page, list.header)).toHaveAttribute('aria-sort', 'ascending');
      await expect(page).toHaveURL(new RegExp(`[?&]sort=${list.field}(&|$)`));
    });
  }
});
