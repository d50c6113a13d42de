import { expect, test } from '@playwright/test';
import { checkPage, expectNoSeriousViolations, IPHONE, stateFile } from './support';

test.describe('recruiting screens have no serious or critical axe violations', () => {
  test.use({ storageState: stateFile('acme', 'admin') });

  for (const url of [
    '/jobs',
    '/jobs-v2',
    '/jobs-v2/new/update',
    '/applications',
    '/candidates',
    '/companies',
    '/contacts',
    '/placements',
    '/orders',
    '/onboarding',
  ]) {
    test(url, async ({ page }) => {
      await checkPage(page, url);
    });
  }

  test('a candidate profile and a client company', async ({ page, request }) => {
    const candidate = (await (await request.get('/api/candidates/candidates?per_page=1')).json()) as { data: { _id: string }[] };
    await checkPage(page, `/candidates/${candidate.data[0]!._id}`);
    const company = (await (await request.get('/api/main/companies?per_page=1')).json()) as { data: { _id: string }[] };
    await checkPage(page, `/company/${company.data[0]!._id}`);
  });
});

test.describe('public pages on a phone', () => {
  test.use({ userAgent: IPHONE, viewport: { width: 390, height: 844 } });

  test('the job board, a job page and the placement form', async ({ page }) => {
    await checkPage(page, '/acme/jobs');
    await page.getByRole('heading', { level: 2 }).getByRole('link').first().click();
    await expect(page.getByRole('heading', { name: 'Apply for this job' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await checkPage(page, '/iframes/placements/acme');
  });
});
