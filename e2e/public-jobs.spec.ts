import { expect, request, test } from '@playwright/test';
import { stateFile } from './support';

// DESIGN §6: the public job pages are read and used without client JavaScript (crawlers, slow phones).
test.describe('public job board with JavaScript turned off', () => {
  test.use({ javaScriptEnabled: false });

  test('lists jobs, opens one with its JobPosting data, and takes an application by a plain form post', async ({ page }) => {
    await page.goto('/acme/jobs');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Open jobs at');
    const first = page.getByRole('heading', { level: 2 }).getByRole('link').first();
    const title = (await first.textContent())!.trim();
    await first.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!) as Record<string, unknown>;
    expect(ld['@type']).toBe('JobPosting');
    expect(ld.title).toBe(title);
    for (const field of ['description', 'datePosted', 'hiringOrganization', 'jobLocation', 'employmentType'])
      expect(ld, field).toHaveProperty(field);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/acme\/jobs\/[0-9a-f-]{36}$/);

    const stamp = Date.now().toString(36);
    await page.getByLabel('First name').fill('Noah');
    await page.getByLabel('Last name').fill(`Nojs${stamp}`);
    await page.getByLabel('Email', { exact: true }).fill(`noah.${stamp}@example.test`);
    await page.getByRole('button', { name: 'Send application' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you for applying!' })).toBeVisible();
  });
});

test("search engines find each tenant's job sitemap through robots.txt", async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Sitemap: \S+\/acme\/jobs\/sitemap\.xml/);
  const sitemap = await request.get('/acme/jobs/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('xml');
  expect(await sitemap.text()).toMatch(/<loc>[^<]+\/acme\/jobs\/[0-9a-f-]{36}<\/loc>/);
});

// Issue 13: the board is answered from a whole-page cache, as plain HTML without scripts under a policy that
// runs none, and is never stale: a publish and a close show on the next request.
test('the cached job board ships no script and shows a publish and a close at once', async ({ page, baseURL }) => {
  const api = await request.newContext({ baseURL, storageState: stateFile('acme', 'admin') });
  const stamp = Date.now().toString(36);
  const url = `/acme/jobs?search=Cachecheck${stamp}`;
  const listed = page.getByRole('heading', { level: 2 }).getByRole('link');
  const open = async () => {
    const res = (await page.goto(url))!;
    expect(res.status()).toBe(200);
    return res.headers();
  };

  expect((await open())['x-page-cache']).toBeDefined();
  const second = await open();
  expect(second['x-page-cache']).toBe('hit');
  expect(second['content-security-policy']).toContain("script-src 'none'");
  expect(await page.locator('script:not([type="application/ld+json"])').count()).toBe(0);
  await expect(listed).toHaveCount(0);

  const [location] = ((await (await api.get('/api/on-demand/locations')).json()) as { data: { _id: string; company_id: string }[] }).data;
  const created = await api.post('/api/main/jobs', {
    data: {
      title: `Cachecheck${stamp} picker`,
      description: 'Picks and packs orders in a cached warehouse.',
      position: 'Picker',
      employment_type: 'FULL_TIME',
      company_id: location!.company_id,
      location_id: location!._id,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const job = ((await created.json()) as { data: { _id: string } }).data;
  expect((await api.put(`/api/main/jobs/${job._id}/publish`)).status()).toBe(200);
  await open();
  await expect(listed).toHaveText([`Cachecheck${stamp} picker`]);

  expect((await api.put(`/api/main/jobs/${job._id}/close`)).status()).toBe(200);
  await open();
  await expect(listed).toHaveCount(0);
  await api.dispose();
});

test('the language is changed without JavaScript, keeps the search, and the next pages follow it', async ({ page }) => {
  await page.goto('/acme/jobs?search=zzz-nothing');
  await page.getByLabel('Language').selectOption('fr');
  await page.getByRole('button', { name: 'Change' }).click();
  await expect(page).toHaveURL(/\/acme\/jobs\?search=zzz-nothing$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('button', { name: 'Changer' })).toBeVisible();
  await page.goto('/acme/jobs');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.getByLabel('Langue').selectOption('en');
  await page.getByRole('button', { name: 'Changer' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
