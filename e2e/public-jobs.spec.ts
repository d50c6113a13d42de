import { expect, test } from '@playwright/test';

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
