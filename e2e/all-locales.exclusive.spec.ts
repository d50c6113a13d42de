import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { ROUTE_RULES } from '@/lib/auth/permissions';
import { LOCALE_COOKIE, LOCALES } from '@/lib/i18n/config';
import { stateFile, visit } from './support';

// Exclusive project: each visit saves the super admin's language (the one her mails use), so this spec
// must not run beside specs that read her mail; it restores English at the end.
test.use({ storageState: stateFile('acme', 'superadmin') });

/** Every portal screen of the permission table (the routes with an index page). */
const ROUTES = ROUTE_RULES.filter((r) => r.nav || r.path === '/notifications').map((r) => r.path);

// next-intl shows a message it cannot find as its full path ("timesheets.empty.past_due.title"): a dotted
// word that starts with a namespace and one of its keys is such a path (a file name or host is not).
type Tree = { [key: string]: unknown };
const messages = path.join(process.cwd(), 'messages');
const readTree = (...parts: string[]) => JSON.parse(readFileSync(path.join(messages, ...parts), 'utf8')) as Tree;
const platform = readTree('en.json');
const SECTIONS = new Map<string, Set<string>>([
  ...Object.entries(platform).map(([ns, v]) => [ns, new Set(Object.keys(v as Tree))] as const),
  ...readdirSync(messages, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => [d.name, new Set(Object.keys(readTree(d.name, 'en.json')))] as const),
]);
const isMessagePath = (token: string) => {
  const [ns, key] = token.split('.');
  return SECTIONS.get(ns)?.has(key) ?? false;
};
// next-intl reports a key missing in the browser's catalogue on the console (MISSING_MESSAGE) and renders its path.
const INTL_ERROR = /MISSING_MESSAGE|Could not resolve .* in messages|INVALID_MESSAGE|FORMATTING_ERROR|\[next-intl\]/;

async function inLocale(browser: Browser, locale: string, baseURL: string) {
  const context = await browser.newContext({ storageState: stateFile('acme', 'superadmin') });
  await context.addCookies([{ name: LOCALE_COOKIE, value: locale, url: baseURL }]);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && INTL_ERROR.test(m.text())) errors.push(`${page.url()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
  return { context, page, errors };
}

async function rawKeysOn(page: Page): Promise<string | null> {
  // Data loads after hydration; give the screen a moment to settle, without waiting on the live board's polling.
  await page.waitForLoadState('networkidle', { timeout: 2_000 }).catch(() => undefined);
  const text = await page.locator('body').innerText();
  return text.match(/[A-Za-z_]+(?:\.[A-Za-z_]+)+/g)?.find(isMessagePath) ?? null;
}

for (const locale of LOCALES) {
  test(`every portal screen renders in ${locale} with no missing message`, async ({ browser, baseURL }) => {
    test.setTimeout(240_000);
    const { context, page, errors } = await inLocale(browser, locale, baseURL!);
    try {
      for (const route of ROUTES) {
        const res = await visit(page, route);
        expect(res?.status(), route).toBeLessThan(400);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        expect(await rawKeysOn(page), `raw message key on ${route} in ${locale}`).toBeNull();
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
}

test('the German shell calls shifts Schichten: menu, heading and document title', async ({ browser, baseURL }) => {
  const { context, page } = await inLocale(browser, 'de', baseURL!);
  try {
    await visit(page, '/jobs');
    await expect(page.getByRole('heading', { level: 1, name: 'Schichten' })).toBeVisible();
    await expect(page).toHaveTitle(/^Schichten \|/);
    await page.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('button', { name: 'Zeit' }).click();
    await expect(page.getByRole('menu', { name: 'Zeit' }).getByRole('menuitem', { name: 'Schichten', exact: true })).toBeVisible();
    // Keyboard: the section opens with Enter and its entries are reached with the arrow keys.
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Zeit' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem').nth(1)).toBeFocused();
  } finally {
    await context.close();
  }
});

test.afterAll(async ({ browser, baseURL }) => {
  // Back to English, the language the other specs expect in the super admin's mail.
  const { context, page } = await inLocale(browser, 'en', baseURL!);
  await visit(page, '/timesheets');
  await context.close();
});
