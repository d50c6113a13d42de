import { expect, request, test, type APIRequestContext } from '@playwright/test';
import { checkAccess, PUBLIC_PAGES, ruleFor, type PortalFlags } from '@/lib/auth/permissions';
import type { Role } from '@/lib/auth/roles';
import { portalFlags } from '@/lib/settings/flags';
import { appPages, dynamicParams, fillPattern } from '../tests/support/app-pages';
import { stateFile, type DemoRole } from './support';

/*
 * Issue 24 item 6: `GET /acme/jobs?search=%00` answered 500 for anyone, where the API answers 400. Every page
 * of the app (found on disk), as each kind of reader who can see it (the admin and the contact for portal pages,
 * anonymous for public ones), with hostile values in its search parameters and its dynamic path segments: NUL,
 * a lone surrogate, a malformed escape, an over-long value, out-of-range numbers, dates and sorts. Any
 * answer below 500 passes (a 400 page, the page's default or empty state, a 404, a redirect): this spec is
 * about never failing, the page tests say what each answer looks like. HTTP only, a few requests at a time.
 * Public pages are requested anonymously only: /{company}/logout would end a shared session.
 */

const ROLE_OF: Record<'admin' | 'contact' | 'superadmin', Role> = {
  superadmin: 'super_admin',
  admin: 'company_admin',
  contact: 'company_contact',
};
/** Who reads the portal pages: the admin (staff's widest scope besides the platform's) and a contact (a location-bound scope). */
const READERS = ['admin', 'contact'] as const satisfies readonly DemoRole[];
const CONCURRENCY = 6;

/** Every search parameter name some page reads (lists, filters, boards, public pages), and a few none reads. */
const PARAMS = [
  'search',
  'q',
  'location',
  'category',
  'page',
  'per_page',
  'sort',
  'order',
  'status',
  'tab',
  'id',
  'from',
  'to',
  'week',
  'date',
  'history',
  'company',
  'position',
  'industry',
  'city',
  'assignee',
  'report',
  'view',
  'token',
  'next',
  'done',
  'sent',
  'applied',
  'error',
  'fields',
  'type',
  'kind',
  'period',
  'filter',
  'shift',
  'candidate',
  'job',
];

/** Already %-encoded as they go into the address. Each is set on every parameter of PARAMS at once. */
const VALUES = [
  '%00', // NUL: PostgreSQL refuses it in text
  '%ED%A0%80', // a lone surrogate as UTF-8 bytes
  '%E0%A4%A', // a malformed escape
  '%', // a bare percent
  '%C0%AF', // an over-long UTF-8 encoding
  '-1',
  '99999999999999999999',
  '1e309',
  '2024-02-30',
  '9999-12-31',
  '1899-12-31T25%3A61%3A00%2B99%3A00',
  'zzz%3Adesc',
  '%27%3B%20drop%20table%20x%3B--',
  '__proto__',
  'x'.repeat(150), // longer than any free-text field; short enough that every parameter fits in one address
];
/** Values too long to repeat on every parameter (the address would pass the server's header limit): one parameter at a time. */
const LONG_VALUES = ['x'.repeat(2_500), '%F0%9F%98%80'.repeat(400)];
const LONG_PARAMS = ['search', 'q', 'next', 'token'];

/** What a dynamic segment takes besides the hostile values: an id of nothing, or the demo tenant. */
const SEGMENT_VALUES = [
  '%00',
  '%ED%A0%80',
  '%E0%A4%A',
  'x'.repeat(300),
  'a%0Ab',
  '-1',
  '99999999999999999999',
  'not-an-id',
  '00000000-0000-0000-0000-000000000000',
  '%2e%2e',
  'new',
];
const UNKNOWN_ID = '5d7e8f90-1a2b-4c3d-8e4f-5a6b7c8d9e0f';
/** A harmless value of a dynamic segment while another one is fuzzed (or while the search parameters are). */
const BENIGN: Record<string, string> = { company: 'acme', tab: 'users', token: 'not-a-live-link' };
const benign = (name: string) => BENIGN[name] ?? UNKNOWN_ID;

const pages = appPages();

type Reader = { name: string; ctx: APIRequestContext };
let anon: APIRequestContext;
let signedIn: Record<(typeof READERS)[number], APIRequestContext>;
let flags: PortalFlags;

test.describe.configure({ timeout: 120_000 });

test.beforeAll(async () => {
  const baseURL = test.info().project.use.baseURL;
  anon = await request.newContext({ baseURL });
  const [admin, contact] = await Promise.all(READERS.map((r) => request.newContext({ baseURL, storageState: stateFile('acme', r) })));
  signedIn = { admin: admin!, contact: contact! };
  const settings = await signedIn.admin.get('/api/main/client-portal/acme/settings');
  expect(settings.status()).toBe(200);
  flags = portalFlags((await settings.json()).data);
});

test.afterAll(async () => {
  await Promise.all([anon, ...Object.values(signedIn)].map((c) => c.dispose()));
});

/** The readers of a page: anonymous for a public page; for a portal page each reader the permission table lets in. */
function readersOf(pattern: string, sample: string): Reader[] {
  if (PUBLIC_PAGES.includes(pattern)) return [{ name: 'anonymous', ctx: anon }];
  const allowed = READERS.filter((r) => checkAccess(ROLE_OF[r], sample, flags).ok).map((r) => ({ name: r, ctx: signedIn[r] }));
  // A page only the platform's super admin opens is read by the admin too: the refusal's redirect must not fail either.
  return allowed.length ? allowed : [{ name: 'admin', ctx: signedIn.admin }];
}

/**
 * Pages that count a request naming nothing against the client's address (the approval page: 10 misses per
 * 15 minutes, lib/approval-links/service.ts). Every e2e request comes from one address, so only values the
 * proxy refuses before the page (NUL, bad bytes, a malformed escape, an over-long one) are sent there: the
 * rest would use up the budget of approval-by-email.spec.ts.
 */
const COUNTS_MISSES = new Set(['/approve/[token]']);
const REFUSED_BY_PROXY = /%00|%ED%A0|%E0%A4%A$|^%$|%0A|%C0%AF/;

/** Every address to try on a page: hostile search parameters on its benign form, and each dynamic segment fuzzed. */
function addressesOf(pattern: string): string[] {
  if (COUNTS_MISSES.has(pattern)) {
    const names = dynamicParams(pattern);
    const fill = (value: string) => fillPattern(pattern, Object.fromEntries(names.map((n) => [n, value])));
    return [
      ...VALUES.filter((v) => REFUSED_BY_PROXY.test(v)).map(
        (v) => `${fill(benign(names[0]!))}?${PARAMS.map((p) => `${p}=${v}`).join('&')}`,
      ),
      ...SEGMENT_VALUES.filter((v) => REFUSED_BY_PROXY.test(v) || v.length > 200).map(fill),
    ];
  }
  const names = dynamicParams(pattern);
  const fill = (fuzzed?: string, value?: string) =>
    fillPattern(pattern, Object.fromEntries(names.map((n) => [n, n === fuzzed ? value! : benign(n)])));
  const base = fill();
  const urls = VALUES.map((v) => `${base}?${PARAMS.map((p) => `${p}=${v}`).join('&')}`);
  for (const v of LONG_VALUES) for (const p of LONG_PARAMS) urls.push(`${base}?${p}=${v}`);
  // Repeated parameters: a list where the page expects one value.
  urls.push(`${base}?${PARAMS.map((p) => `${p}=a&${p}=b`).join('&')}`);
  for (const name of names) for (const v of SEGMENT_VALUES) urls.push(fill(name, v));
  return urls;
}

/** Runs `work` over `items`, `limit` at a time. */
async function pool<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

test('every page is covered: the route list is found on disk', () => {
  expect(pages.length).toBeGreaterThan(30);
  expect(pages.map((p) => p.pattern)).toContain('/[company]/jobs');
  // Each page is public or in the permission table, so its readers are known (page-authorization.spec.ts says the same).
  expect(pages.filter((p) => !ruleFor(p.pattern) && !PUBLIC_PAGES.includes(p.pattern)).map((p) => p.pattern)).toEqual([]);
});

for (const { pattern } of pages) {
  test(`page ${pattern} never answers 500 to hostile input`, async () => {
    const urls = addressesOf(pattern);
    const readers = readersOf(pattern, fillPattern(pattern, Object.fromEntries(dynamicParams(pattern).map((n) => [n, benign(n)]))));
    const failures: string[] = [];
    const jobs = readers.flatMap((reader) => urls.map((url) => ({ reader, url })));
    await pool(jobs, CONCURRENCY, async ({ reader, url }) => {
      const res = await reader.ctx.get(url, { maxRedirects: 0, timeout: 30_000, failOnStatusCode: false });
      if (res.status() >= 500) failures.push(`${reader.name} ${res.status()} ${url.length > 160 ? `${url.slice(0, 160)}…` : url}`);
    });
    expect(failures, `${failures.length} of ${jobs.length} requests answered 5xx`).toEqual([]);
  });
}
