import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { brandVar, ownTenant, stateFile, visit } from './support';

const TENANT = ownTenant('e2e-brand');

// Issue 14 (brand-safe contrast): wherever a brand colour is a background its text follows from it, and the
// primary drawn as text on a light surface is darkened when it is too light. axe's colour-contrast rule runs on
// the main pages under a dark, a light and a mid-tone brand (where neither white nor the portal's dark grey
// reaches 4.5:1). The brand changes for the whole tenant, so this spec works on a tenant of its own and puts its
// colours back at the end.
const BRANDS = [
  { name: 'dark', primary: '#1a1a2e', secondary: '#2e1065' },
  { name: 'light', primary: '#f5e663', secondary: '#f5e663' },
  { name: 'mid-tone', primary: '#3b82f6', secondary: '#787878' },
] as const;

const SETTINGS = `/api/main/client-portal/${TENANT}/settings`;

async function setBrand(request: APIRequestContext, primary: string, secondary: string) {
  const res = await request.put(SETTINGS, {
    multipart: { primary: JSON.stringify({ primary_color: primary, secondary_color: secondary }) },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Waits for the page's heading and data, then lists axe's colour-contrast failures (selector: ratio). */
async function contrastFailures(page: Page, url: string): Promise<string[]> {
  await visit(page, url);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
  const results = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
  return results.violations.flatMap((v) =>
    v.nodes.map((n) => `${url} ${n.target.join(' ')}: ${/contrast of ([\d.]+)/.exec(n.failureSummary ?? '')?.[1] ?? '?'}`),
  );
}

async function failuresAs(browser: Browser, state: string | undefined, urls: string[], primary: string): Promise<string[]> {
  // A context of its own inherits the describe's storage state unless given one: an empty one signs out.
  const ctx = await browser.newContext({ storageState: state ?? { cookies: [], origins: [] } });
  const page = await ctx.newPage();
  const out: string[] = [];
  for (const url of urls) {
    out.push(...(await contrastFailures(page, url)));
    // The page really wears the brand under test (not a cached or default colour).
    // Read inside <main>: the public pages set the tenant's variables on their own frame, below <html>.
    expect(
      await page
        .locator('main')
        .first()
        .evaluate((el) => getComputedStyle(el).getPropertyValue('--brand-primary').trim()),
    ).toBe(primary);
  }
  await ctx.close();
  return out;
}

test.describe('brand-safe contrast', () => {
  test.use({ storageState: stateFile(TENANT, 'superadmin') });
  test.describe.configure({ mode: 'serial' });

  let before: { primary_color: string; secondary_color: string };

  test.beforeAll(async ({ browser }) => {
    const ctx = await browser.newContext({ storageState: stateFile(TENANT, 'superadmin') });
    const res = await ctx.request.get(SETTINGS);
    before = ((await res.json()) as { data: typeof before }).data;
    await ctx.close();
  });

  test.afterAll(async ({ browser }) => {
    const ctx = await browser.newContext({ storageState: stateFile(TENANT, 'superadmin') });
    await setBrand(ctx.request, before.primary_color, before.secondary_color);
    await ctx.close();
  });

  test("globex's own colours (a dark secondary, #2e1065): the pages of the report have no contrast failure", async ({ browser }) => {
    test.setTimeout(120_000);
    const failures = [
      ...(await failuresAs(browser, stateFile('globex', 'admin'), ['/jobs', '/timesheets', '/whos-working', '/candidates'], '#7c3aed')),
      ...(await failuresAs(browser, undefined, ['/globex/jobs', '/globex/login'], '#7c3aed')),
    ];
    expect(failures).toEqual([]);
  });

  for (const brand of BRANDS) {
    test(`no contrast failure under a ${brand.name} brand (${brand.primary} / ${brand.secondary})`, async ({ browser, request }) => {
      test.setTimeout(180_000);
      await setBrand(request, brand.primary, brand.secondary);
      const failures = [
        ...(await failuresAs(
          browser,
          stateFile(TENANT, 'admin'),
          ['/jobs', '/jobs?view=agenda', '/timesheets', '/whos-working', '/companies', '/candidates', '/admin-settings', '/no-such-page'],
          brand.primary,
        )),
        ...(await failuresAs(browser, stateFile(TENANT, 'contact'), ['/jobs', '/timesheets'], brand.primary)),
        ...(await failuresAs(browser, undefined, [`/${TENANT}/jobs`, `/${TENANT}/login`], brand.primary)),
      ];
      expect(failures).toEqual([]);
    });
  }

  test('the light brand is darkened where it is text or an indicator on white', async ({ page, request }) => {
    await setBrand(request, '#f5e663', '#f5e663');
    await visit(page, '/admin-settings/client-portal');
    // inkOn('#f5e663'): the lightest shade of that yellow with 4.5:1 on slate-100.
    expect(await brandVar(page, '--brand-primary-ink')).toBe('#797131');
    expect(await brandVar(page, '--brand-on-primary')).toBe('#1f2937');
    const current = page.getByRole('navigation', { name: 'Admin settings' }).locator('a[aria-current="page"]');
    await expect(current).toHaveCSS('border-bottom-color', 'rgb(121, 113, 49)');
  });

  test("the shifts board's today header reads at 4.5:1 or more on a dark brand", async ({ page, request }) => {
    await setBrand(request, '#1a1a2e', '#2e1065');
    await visit(page, '/jobs');
    const today = page.locator('th[aria-current="date"]');
    await expect(today).toBeVisible();
    const [fg, bg] = await today.evaluate((el) => [getComputedStyle(el).color, getComputedStyle(el).backgroundColor]);
    expect(bg).toBe('rgb(46, 16, 101)');
    expect(fg).toBe('rgb(255, 255, 255)');
  });
});
