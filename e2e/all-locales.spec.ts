import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, request, test, type Browser, type Page } from '@playwright/test';
import { ROUTE_RULES } from '@/lib/auth/permissions';
import { LOCALE_COOKIE, LOCALES } from '@/lib/i18n/config';
import { ownTenant, stateFile, visit } from './support';

// Every portal screen in every language. Each visit saves the super admin's language (the one her mails
// use), so the spec works on a tenant of its own. The screens × languages matrix needs no browser: the
// server renders each screen's text, read over HTTP. One screen per language is driven in Chromium,
// where next-intl reports a message missing from the browser's catalogue on the console.
const TENANT = ownTenant('e2e-locales');
const SUPER_ADMIN = stateFile(TENANT, 'superadmin');
test.use({ storageState: SUPER_ADMIN });

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
  const [ns = '', key] = token.split('.');
  return key !== undefined && (SECTIONS.get(ns)?.has(key) ?? false);
};
const rawKeyIn = (text: string) => text.match(/[A-Za-z_]+(?:\.[A-Za-z_]+)+/g)?.find(isMessagePath) ?? null;

/** The words a server-rendered page shows: its markup without scripts, styles and tags (streamed parts included). */
const shownText = (html: string) =>
  html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ');

// next-intl reports a key missing in the browser's catalogue on the console (MISSING_MESSAGE) and renders its path.
const INTL_ERROR = /MISSING_MESSAGE|Could not resolve .* in messages|INVALID_MESSAGE|FORMATTING_ERROR|\[next-intl\]/;

async function inLocale(browser: Browser, locale: string, baseURL: string) {
  const context = await browser.newContext({ storageState: SUPER_ADMIN });
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
  return rawKeyIn(await page.locator('body').innerText());
}

// Serial: the language is saved on the user, and each test sets its own.
test.describe.configure({ mode: 'serial' });

for (const locale of LOCALES) {
  test(`every portal screen renders in ${locale} with no missing message (HTTP)`, async ({ baseURL }) => {
    type State = {
      cookies: {
        name: string;
        value: string;
        domain: string;
        path: string;
        expires: number;
        httpOnly: boolean;
        secure: boolean;
        sameSite: 'Lax';
      }[];
      origins: [];
    };
    const state = JSON.parse(readFileSync(SUPER_ADMIN, 'utf8')) as State;
    const language = {
      name: LOCALE_COOKIE,
      value: locale,
      domain: new URL(baseURL!).hostname,
      path: '/',
      expires: -1,
      httpOnly: false,
      secure: false,
      sameSite: 'Lax' as const,
    };
    const ctx = await request.newContext({ baseURL, storageState: { ...state, cookies: [...state.cookies, language] } });
    try {
      for (const route of ROUTES) {
        const res = await ctx.get(route);
        expect(res.status(), route).toBeLessThan(400);
        const html = await res.text();
        expect(html, `lang of ${route}`).toMatch(new RegExp(`<html[^>]* lang="${locale}"`));
        expect(rawKeyIn(shownText(html)), `raw message key on ${route} in ${locale}`).toBeNull();
      }
    } finally {
      await ctx.dispose();
    }
  });

  test(`the timesheets screen in ${locale}, in the browser: no missing message after hydration`, async ({ browser, baseURL }) => {
    const { context, page, errors } = await inLocale(browser, locale, baseURL!);
    try {
      const res = await visit(page, '/timesheets');
      expect(res?.status()).toBeLessThan(400);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      expect(await rawKeysOn(page), `raw message key on /timesheets in ${locale}`).toBeNull();
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
