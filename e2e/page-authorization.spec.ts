import { expect, request, test, type APIRequestContext } from '@playwright/test';
import { ADMIN_TABS, resolveAdminPath } from '@/lib/admin/tabs';
import { checkAccess, PUBLIC_PAGES, ruleFor, type PortalFlags } from '@/lib/auth/permissions';
import type { Role } from '@/lib/auth/roles';
import { portalFlags } from '@/lib/settings/flags';
import { appPages, dynamicParams, fillPattern } from '../tests/support/app-pages';
import { ROLES, stateFile, type DemoRole } from './support';

/*
 * The pages half of the authorization matrix (issue 9): every page.tsx under app/, found on disk, ×
 * anonymous, the four roles of acme, and acme users with globex's ids (and unknown or malformed ones)
 * in the URL. Expected answers come from the one permission table (lib/auth/permissions.ts) with acme's
 * settings, never from a list kept here: anonymous → the login page; a role the row refuses → the row's
 * fallback; allowed → 200 for a real record of acme, 404 for anything else. Only the first answer is
 * read (maxRedirects: 0). A page in neither ROUTE_RULES nor PUBLIC_PAGES fails the coverage test.
 */

const ROLE_OF: Record<DemoRole, Role> = {
  superadmin: 'super_admin',
  admin: 'company_admin',
  recruiter: 'recruiter',
  contact: 'company_contact',
};

/** The records a dynamic segment can name; each is read from the API's list (as the user who opens the page). */
type RecordKind = 'candidate' | 'company' | 'contact' | 'invoice' | 'job' | 'route' | 'timesheet';
/** linkToken: a mailed link's secret (the approval page): every value that is no live link answers the same neutral 200. */
type Kind = RecordKind | 'adminTab' | 'tenant' | 'publicJob' | 'linkToken';

const LISTS: Record<RecordKind, string> = {
  candidate: '/api/candidates/candidates',
  company: '/api/main/companies',
  contact: '/api/on-demand/company-contacts',
  invoice: '/api/main/invoices',
  job: '/api/main/jobs',
  route: '/api/on-demand/routes',
  timesheet: '/api/main/client-portal/timesheets/v2',
};

/** What each dynamic segment names. A new dynamic page needs a row here, or the coverage test fails. */
const SEGMENTS: Record<string, Record<string, Kind>> = {
  '/admin-settings/[[...tab]]': { tab: 'adminTab' },
  '/applications/[candidateId]': { candidateId: 'candidate' },
  '/applications/update/[candidateId]': { candidateId: 'candidate' },
  '/candidates/[candidateId]': { candidateId: 'candidate' },
  '/candidates/update/[candidateId]': { candidateId: 'candidate' },
  '/company/[companyId]': { companyId: 'company' },
  '/company/update/[companyId]': { companyId: 'company' },
  '/contacts/[contactId]': { contactId: 'contact' },
  '/contacts/[contactId]/update': { contactId: 'contact' },
  '/invoices/[id]': { id: 'invoice' },
  '/jobs-v2/[jobId]': { jobId: 'job' },
  '/jobs-v2/[jobId]/update': { jobId: 'job' },
  '/routes/[id]': { id: 'route' },
  '/timesheets/edit/[id]': { id: 'timesheet' },
  '/timesheets/view/[id]': { id: 'timesheet' },
  '/iframes/placements/[company]': { company: 'tenant' },
  '/[company]/login': { company: 'tenant' },
  '/[company]/logout': { company: 'tenant' },
  '/[company]/jobs': { company: 'tenant' },
  '/[company]/jobs/[jobId]': { company: 'tenant', jobId: 'publicJob' },
  '/approve/[token]': { token: 'linkToken' },
};

/** Forms that create a record when the id segment is `new`. */
const CREATE_FORMS = new Set([
  '/candidates/update/[candidateId]',
  '/company/update/[companyId]',
  '/contacts/[contactId]/update',
  '/jobs-v2/[jobId]/update',
]);
/**
 * Public pages whose answer to everyone is not a 200, by design: / is the jobs screen's address; /404 says
 * "not found"; the dev mailbox does not exist without its key (e2e/hardening.spec.ts opens it with the key).
 */
const FIXED_ANSWERS: Record<string, string> = { '/': '307 /jobs', '/404': '404', '/dev/mailbox': '404' };

const UNKNOWN_ID = '5d7e8f90-1a2b-4c3d-8e4f-5a6b7c8d9e0f';
const MALFORMED_ID = 'not-an-id';

const pages = appPages();
const portalPages = pages.filter((p) => ruleFor(p.pattern));

type Contexts = { anon: APIRequestContext; acme: Record<DemoRole, APIRequestContext>; globex: APIRequestContext; flags: PortalFlags };
let ctx: Contexts;

// A few hundred page renders: more than the suite's default 45 s per test on a busy machine.
test.describe.configure({ timeout: 180_000 });

test.beforeAll(async () => {
  const baseURL = test.info().project.use.baseURL;
  const signedIn = (tenant: string, role: DemoRole) => request.newContext({ baseURL, storageState: stateFile(tenant, role) });
  const acme = Object.fromEntries(await Promise.all(ROLES.map(async (r) => [r, await signedIn('acme', r)] as const))) as Record<
    DemoRole,
    APIRequestContext
  >;
  const settings = await acme.admin.get('/api/main/client-portal/acme/settings');
  expect(settings.status()).toBe(200);
  ctx = {
    anon: await request.newContext({ baseURL }),
    acme,
    globex: await signedIn('globex', 'admin'),
    flags: portalFlags((await settings.json()).data),
  };
});

test.afterAll(async () => {
  await Promise.all([ctx.anon, ctx.globex, ...Object.values(ctx.acme)].map((c) => c.dispose()));
});

async function idsOf(who: APIRequestContext, kind: RecordKind): Promise<string[]> {
  const res = await who.get(`${LISTS[kind]}?per_page=50`);
  if (res.status() !== 200) return [];
  return ((await res.json()) as { data: { _id: string }[] }).data.map((r) => String(r._id));
}

/** An id of acme's that `role` can see (its own list, else the admin's: a refused role is redirected before any lookup). */
async function ownId(role: DemoRole, kind: RecordKind): Promise<string> {
  const id = (await idsOf(ctx.acme[role], kind))[0] ?? (await idsOf(ctx.acme.admin, kind))[0];
  expect(id, `an acme ${kind} to open`).toBeTruthy();
  return id!;
}

async function globexId(kind: RecordKind): Promise<string> {
  const id = (await idsOf(ctx.globex, kind))[0];
  expect(id, `a globex ${kind}`).toBeTruthy();
  return id!;
}

/** A published job of a tenant, read from its public job board. */
async function publicJobId(tenant: string): Promise<string> {
  const html = await (await ctx.anon.get(`/${tenant}/jobs`)).text();
  const id = new RegExp(`/${tenant}/jobs/([0-9a-f-]{36})`).exec(html)?.[1];
  expect(id, `a published ${tenant} job`).toBeTruthy();
  return id!;
}

/** The first answer, as `200`, `404` or `307 /path` (the redirect's path, query left out). */
async function answer(who: APIRequestContext, url: string): Promise<string> {
  const res = await who.get(url, { maxRedirects: 0 });
  const location = res.headers().location;
  return location ? `${res.status()} ${new URL(location, 'http://x').pathname}` : String(res.status());
}

const isLoginRedirect = (got: string) => /^30[37] \/([^/]+\/)?login$/.test(got);

test('every page is in the permission table or the public pages list, and every dynamic segment can be filled', () => {
  const uncovered = pages.filter((p) => !ruleFor(p.pattern) && !PUBLIC_PAGES.includes(p.pattern)).map((p) => p.pattern);
  expect(uncovered, 'pages in neither ROUTE_RULES nor PUBLIC_PAGES (lib/auth/permissions.ts)').toEqual([]);
  const stale = PUBLIC_PAGES.filter((p) => !pages.some((page) => page.pattern === p));
  expect(stale, 'PUBLIC_PAGES entries with no page').toEqual([]);
  const unfillable = pages.filter((p) => dynamicParams(p.pattern).some((name) => !SEGMENTS[p.pattern]?.[name])).map((p) => p.pattern);
  expect(unfillable, 'dynamic pages without a SEGMENTS row in this spec').toEqual([]);
  const both = pages.filter((p) => ruleFor(p.pattern) && PUBLIC_PAGES.includes(p.pattern)).map((p) => p.pattern);
  expect(both, 'pages both public and in ROUTE_RULES').toEqual([]);
});

for (const { pattern } of portalPages) {
  test(`portal page ${pattern}`, async () => {
    const kinds = SEGMENTS[pattern] ?? {};
    const names = dynamicParams(pattern);
    const got: Record<string, string> = {};
    const want: Record<string, string> = {};
    const expectAt = async (cell: string, who: APIRequestContext, url: string, expected: string) => {
      got[`${cell} ${url}`] = await answer(who, url);
      want[`${cell} ${url}`] = expected;
    };
    // Every value a segment can take here: the real ones (200 when allowed) and the ones that name nothing of acme's (404).
    const fill = (value: string) => fillPattern(pattern, Object.fromEntries(names.map((n) => [n, value])));
    const adminTabs = ADMIN_TABS.map((tab) => {
      const where = resolveAdminPath([tab]);
      return where.kind === 'redirect' ? where.to.replace('/admin-settings/', '') : tab;
    });
    const kind = names[0] !== undefined ? kinds[names[0]] : undefined;
    const record = kind && kind !== 'adminTab' ? (kind as RecordKind) : undefined;
    const missing = kind === 'adminTab' ? ['no-such-tab', 'users/extra'] : record ? [UNKNOWN_ID, MALFORMED_ID, await globexId(record)] : [];

    for (const role of ROLES) {
      const own =
        kind === 'adminTab' ? adminTabs : record ? [await ownId(role, record), ...(CREATE_FORMS.has(pattern) ? ['new'] : [])] : [''];
      const urls = own.map(fill);
      const access = checkAccess(ROLE_OF[role], urls[0]!, ctx.flags);
      for (const url of urls) await expectAt(role, ctx.acme[role], url, access.ok ? '200' : `307 ${access.redirect}`);
      // Another tenant's, an unknown or a malformed id: 404 to a role the row lets in, the same refusal to any other.
      for (const url of missing.map(fill)) await expectAt(role, ctx.acme[role], url, access.ok ? '404' : `307 ${access.redirect}`);
      if (role === 'contact' && record === 'timesheet' && access.ok) {
        // A Company Contact sees her assigned locations only: acme's other timesheets are not found for her.
        const hers = new Set(await idsOf(ctx.acme.contact, 'timesheet'));
        const other = (await idsOf(ctx.acme.admin, 'timesheet')).find((id) => !hers.has(id));
        expect(other, "an acme timesheet outside the contact's locations").toBeTruthy();
        await expectAt('contact (other location)', ctx.acme.contact, fill(other!), '404');
      }
    }
    const anonymous = await answer(ctx.anon, fill(record ? await ownId('admin', record) : kind === 'adminTab' ? adminTabs[0]! : ''));
    expect(isLoginRedirect(anonymous), `anonymous on ${pattern} answered ${anonymous}`).toBe(true);
    expect(got).toEqual(want);
  });
}

test("public pages answer anonymously; another tenant's, unknown or malformed ids are 404", async () => {
  const got: Record<string, string> = {};
  const want: Record<string, string> = {};
  const acmeJob = await publicJobId('acme');
  const globexJob = await publicJobId('globex');
  for (const pattern of PUBLIC_PAGES) {
    const kinds = SEGMENTS[pattern] ?? {};
    const own = fillPattern(
      pattern,
      Object.fromEntries(dynamicParams(pattern).map((n) => [n, kinds[n] === 'publicJob' ? acmeJob : 'acme'])),
    );
    got[own] = await answer(ctx.anon, own);
    want[own] = FIXED_ANSWERS[pattern] ?? '200';
    for (const [name, kind] of Object.entries(kinds)) {
      // A guessed token must not be told from a wrong one: no 404 to look for (the page's own tests cover it).
      if (kind === 'linkToken') continue;
      const wrong = kind === 'tenant' ? ['no-such-company'] : [globexJob, UNKNOWN_ID, MALFORMED_ID];
      for (const value of wrong) {
        const url = fillPattern(
          pattern,
          Object.fromEntries(dynamicParams(pattern).map((n) => [n, n === name ? value : kinds[n] === 'publicJob' ? acmeJob : 'acme'])),
        );
        got[url] = await answer(ctx.anon, url);
        want[url] = '404';
      }
    }
  }
  expect(got).toEqual(want);
});
