import type { RouteAccess } from '@/lib/http/handler';
import { checkAccess, type PortalFlags } from '@/lib/auth/permissions';
import type { Role } from '@/lib/auth/roles';
import { INVALID_BODY, sampleBody } from './authz-matrix-bodies';
import { isTenantScoped, segmentKind, segmentValue, type SegmentKind, type TenantIds } from './authz-matrix-ids';
import type { ApiRoute } from './authz-matrix-routes';
import type { DemoRole } from './fixtures';

/** The cells of the authorization matrix: who calls a route, with what, and what the table says it gets. */

export type Answer = { status: number; code?: string; message?: unknown };
export type Expectation = { label: string; holds: (a: Answer) => boolean };

const exactly = (status: number, code?: string): Expectation => ({
  label: code ? `${status} ${code}` : String(status),
  holds: (a) => a.status === status && (!code || a.code === code),
});
export const SIGN_IN_FIRST = exactly(401, 'unauthorized_access');
export const REFUSED = exactly(403, 'forbidden');
export const NOT_FOUND = exactly(404, 'not_found');
export const INVALID = exactly(400, 'bad_request');
/** The same-origin check runs after the guard: its refusal proves the role was let through. */
export const CROSS_SITE = exactly(403, 'cross_site_request');
/** A 404 of the thing below the row in the path (the row itself was found): `message` tells which. */
export const notFoundSaying = (message: RegExp): Expectation => ({
  label: `404 ${message.source}`,
  holds: (a) => a.status === 404 && typeof a.message === 'string' && message.test(a.message),
});
export const SUCCEEDS: Expectation = { label: '2xx', holds: (a) => a.status >= 200 && a.status < 300 };
/** What an allowed caller gets when the cell cannot aim at a success: anything but a refusal or a crash. */
export const PASSES: Expectation = { label: 'not 401/403/5xx', holds: (a) => a.status !== 401 && a.status !== 403 && a.status < 500 };
const READY_OR_NOT: Expectation = {
  label: '200, or 503 not_ready',
  holds: (a) => a.status === 200 || (a.status === 503 && a.code === 'not_ready'),
};

export type Cell = {
  name: string;
  token?: string;
  values: Record<string, string>;
  /** JSON to send; `undefined` sends no body. */
  body?: unknown;
  /** A multipart body instead (uploads). */
  form?: () => FormData;
  /** Query parameters, for a read whose query schema requires some. */
  query?: Record<string, string>;
  headers?: Record<string, string>;
  expect: Expectation;
};

export type BodyOverride = { json: unknown } | { form: () => FormData };

export type MatrixContext = {
  acme: TenantIds;
  globex: TenantIds;
  acmeFlags: PortalFlags;
  globexFlags: PortalFlags;
  tokens: Record<DemoRole, string>;
  globexContact: string;
  /** Exact bodies for writes whose schema a generated sample cannot satisfy, by `METHOD template`. */
  bodyOverrides: Readonly<Record<string, BodyOverride>>;
  /** Reads that cannot answer 2xx to their own tenant's ids, by `METHOD template`, with the reason. */
  readExceptions: Readonly<Record<string, { expect: Expectation; why: string }>>;
};

export const ROLE_OF: Record<DemoRole, Role> = {
  superadmin: 'super_admin',
  admin: 'company_admin',
  recruiter: 'recruiter',
  contact: 'company_contact',
};
const DEMO_ROLES: readonly DemoRole[] = ['superadmin', 'admin', 'recruiter', 'contact'];
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What the guard decides for a role: the same functions requireApiSession and requireApiRoute call. */
export function allows(access: RouteAccess, role: Role, flags: PortalFlags): boolean {
  if ('public' in access) return true;
  if ('allow' in access) return access.allow.includes(role);
  return checkAccess(role, access.route, flags).ok;
}

type Plan = { cells: Cell[]; problems: string[] };

/** Every cell of one route handler, or the reasons the matrix has no entry for it. */
export function cellsOf(route: ApiRoute, ctx: MatrixContext): Plan {
  const problems: string[] = [];
  if (!route.meta) return { cells: [], problems: ['not made by handler()/publicHandler(): no .meta, no entry in the matrix'] };
  const kinds: Record<string, SegmentKind> = {};
  for (const p of route.params) {
    const kind = segmentKind(route.template, p);
    if (kind) kinds[p] = kind;
    else problems.push(`segment [${p}] has no entry in SEGMENT_KINDS (authz-matrix-ids.ts)`);
  }
  if (problems.length) return { cells: [], problems };
  const valuesFor = (ids: TenantIds, own: boolean) => Object.fromEntries(route.params.map((p) => [p, segmentValue(kinds[p]!, ids, own)]));
  const own = valuesFor(ctx.acme, true);
  const other = valuesFor(ctx.globex, false);
  const { access, body: schema } = route.meta;
  const write = !READS.has(route.method);
  // A write that reads its own request (uploads, bodyless actions) has no schema to fail: a cross-site cookie
  // request is refused by the same-origin check, which runs right after the guard.
  const crossSite = write && !schema ? { 'sec-fetch-site': 'cross-site' } : undefined;
  // What a caller the guard must refuse sends: the other tenant's ids, the invalid body, the cross-site mark.
  // The guard answers first; were it ever broken, the cell fails without changing a row of either tenant.
  const refused = { values: other, body: write && schema ? INVALID_BODY : undefined, headers: crossSite };

  if ('public' in access) {
    // Public: anyone passes the (absent) guard. A write is sent the invalid body, or nothing when it reads
    // the request itself (the job application and placement request forms, logout without a session).
    // /api/ready answers 503 not_ready on purpose while this process runs no job worker (tests start none).
    const expect = route.template === '/api/ready' ? READY_OR_NOT : PASSES;
    return { cells: [{ name: 'anonymous', values: own, body: refused.body, expect }], problems };
  }

  const cells: Cell[] = [{ name: 'anonymous', ...refused, expect: SIGN_IN_FIRST }];
  const scoped = route.params.some((p) => isTenantScoped(kinds[p]!));
  const needsQuery = route.meta.query ? !route.meta.query.safeParse({}).success : false;
  const key = `${route.method} ${route.template}`;
  // What an allowed caller aimed at the other tenant sends: a body validation accepts, so the look-up decides.
  const override = ctx.bodyOverrides[key];
  let valid: Pick<Cell, 'body' | 'form'> = override ? ('json' in override ? { body: override.json } : { form: override.form }) : {};
  if (scoped && write && schema && !override) {
    const sample = sampleBody(schema);
    if (!sample.ok) return { cells: [], problems: [`${sample.reason}: add a BODY_OVERRIDES entry`] };
    valid = { body: sample.body };
  }

  // A read aimed at the other tenant sends the query its schema requires, so the look-up decides there too.
  let query: Record<string, string> | undefined;
  if (scoped && !write && needsQuery && route.meta.query) {
    const sample = sampleBody(route.meta.query);
    if (!sample.ok) return { cells: [], problems: [`query ${sample.reason}`] };
    query = Object.fromEntries(Object.entries(sample.body as Record<string, unknown>).map(([k, v]) => [k, String(v)]));
  }

  for (const demoRole of DEMO_ROLES) {
    const token = ctx.tokens[demoRole];
    if (!allows(access, ROLE_OF[demoRole], ctx.acmeFlags)) {
      cells.push({ name: demoRole, token, ...refused, expect: REFUSED });
    } else if (scoped) {
      // Allowed, aimed at the other tenant: refused by the look-up (404) before anything happens.
      cells.push({ name: `${demoRole} × globex ids`, token, values: other, ...valid, query, expect: NOT_FOUND });
    } else if (!write) {
      // A read without ids succeeds, or, when its query has required parameters, stops at their validation.
      cells.push({ name: demoRole, token, values: own, expect: needsQuery ? INVALID : SUCCEEDS });
    } else if (schema) {
      // A write without ids: the invalid body stops it at validation, which only a caller the guard let in reaches.
      cells.push({ name: demoRole, token, values: own, body: INVALID_BODY, expect: INVALID });
    } else {
      // A write without ids or schema: the same-origin refusal proves the guard let the role in, and nothing happens.
      cells.push({ name: `${demoRole} cross-site`, token, values: own, headers: crossSite, expect: CROSS_SITE });
    }
  }

  if (scoped && !write) {
    // The control: the same read with acme's own ids succeeds, so the 404s above are the tenant check, not a wrong id.
    const first = DEMO_ROLES.find((r) => allows(access, ROLE_OF[r], ctx.acmeFlags));
    const exception = ctx.readExceptions[key];
    if (first)
      cells.push({ name: `${first} × own ids`, token: ctx.tokens[first], values: own, query, expect: exception?.expect ?? SUCCEEDS });
  }

  // A setting switch decides: globex has it off, so its own contact is refused on its own ids.
  if ('route' in access && allows(access, 'company_contact', ctx.acmeFlags) && !allows(access, 'company_contact', ctx.globexFlags)) {
    cells.push({ name: 'globex contact (flag off)', token: ctx.globexContact, ...refused, expect: REFUSED });
  }
  return { cells, problems };
}

export type Result = { route: string; method: string; cell: string; expected: string; got: string; message: string };

/** The failures as an aligned table, for the assertion message. */
export function formatTable(rows: Result[]): string {
  const cols: (keyof Result)[] = ['route', 'method', 'cell', 'expected', 'got', 'message'];
  const width = (c: keyof Result) => Math.min(70, Math.max(c.length, ...rows.map((r) => r[c].length)));
  const line = (r: Record<keyof Result, string>) => cols.map((c) => r[c].slice(0, 140).padEnd(width(c))).join('  ');
  return [
    line({ route: 'route', method: 'method', cell: 'cell', expected: 'expected', got: 'got', message: 'message' }),
    ...rows.map(line),
  ].join('\n');
}
