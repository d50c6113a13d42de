import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export const ROLES = ['superadmin', 'admin', 'recruiter', 'contact'] as const;
export type DemoRole = (typeof ROLES)[number];
export const TENANTS = ['acme', 'globex'] as const;

export const stateFile = (tenant: string, role: DemoRole) => `test-reports/auth/${tenant}-${role}.json`;

const ownTenants = JSON.parse(readFileSync('e2e/own-tenants.json', 'utf8')) as { tenants: string[] };
/**
 * A spec's tenant of its own: a copy of acme's demo data under another slug (e2e/own-tenants.json, seeded by
 * scripts/e2e.mjs). A spec that changes tenant-wide settings works there, so it runs in the pool beside the others.
 */
export function ownTenant(slug: string): string {
  if (!ownTenants.tenants.includes(slug)) throw new Error(`${slug} is not in e2e/own-tenants.json`);
  return slug;
}
export const OWN_TENANTS = ownTenants.tenants;

/** The dev mailbox's key: scripts/e2e.mjs starts the app with it (the mailbox is 404 without it). */
export const MAILBOX_KEY = process.env.MAILBOX_KEY ?? '';
export const mailboxPage = () => `/dev/mailbox?key=${encodeURIComponent(MAILBOX_KEY)}`;

/** The newest sign-in link mailed to an address, read from the dev mailbox API. */
export async function linkFor(request: APIRequestContext, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}&limit=1`, {
        headers: { 'x-mailbox-key': MAILBOX_KEY },
      });
      const body = (await res.json()) as { data: { text: string }[] };
      link = /https?:\/\/\S+token=[A-Za-z0-9_-]{43}/.exec(body.data[0]?.text ?? '')?.[0];
      return link;
    })
    .toBeTruthy();
  return link!;
}

/** Signs in through the HTTP API (request → mailbox → verify); the context keeps the cookie. */
export async function apiSignIn(request: APIRequestContext, email: string, company: string): Promise<void> {
  const asked = await request.post('/api/main/client-portal/login-request', { data: { email, company_id: company } });
  expect(asked.status()).toBe(200);
  const token = new URL(await linkFor(request, email)).searchParams.get('token');
  const verified = await request.post('/api/main/client-portal/verify-login', { data: { token, company_id: company } });
  expect(verified.status(), await verified.text()).toBe(200);
}

/** Navigates and waits until React has hydrated the page, so clicks reach their handlers. */
export async function visit(page: Page, url: string) {
  const res = await page.goto(url);
  await hydrated(page);
  return res;
}

/** Waits for React's hydration mark; a page served without scripts (the cached public job pages) has none to wait for. */
export async function hydrated(page: Page) {
  if ((await page.locator('script[src]').count()) === 0) return;
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** The full magic-link journey a person takes, through the login form and the dev mailbox page. */
export async function signInThroughMailbox(page: Page, email: string, company: string): Promise<void> {
  await visit(page, `/${company}/login`);
  await page.getByLabel('Work email').fill(email);
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await openMailedLink(page, email);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
  await hydrated(page);
}

/** Opens the newest sign-in link mailed to `email` from the dev mailbox page; returns its address. */
export async function openMailedLink(page: Page, email: string): Promise<string> {
  await visit(page, mailboxPage());
  const link = page
    .getByTestId('mail')
    .filter({ has: page.getByTestId('mail-to').getByText(email, { exact: true }) })
    .first()
    .getByTestId('mail-link');
  const href = (await link.getAttribute('href'))!;
  await link.click();
  await hydrated(page);
  return href;
}

export const brandVar = (page: Page, name: string) =>
  page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);

export const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

/** The accessibility bar of the main pages: no serious or critical axe violations. */
export async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Opens a page, waits until its data has loaded, then runs axe. */
export async function checkPage(page: Page, url: string) {
  await visit(page, url);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
  await expectNoSeriousViolations(page);
}

/** Picks an option of the kit's Select (components/ui/select.tsx, a Radix listbox): opens it, clicks the option. */
export async function choose(select: Locator, option: string | RegExp) {
  await select.click();
  await select
    .page()
    .getByRole('option', { name: option, exact: typeof option === 'string' })
    .click();
}
