import { and, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_API_ROUTES, type PortalFlags } from '@/lib/auth/permissions';
import { db } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { portalFlags } from '@/lib/settings/flags';
import { getSettings } from '@/lib/settings/queries';
import {
  cellsOf,
  formatTable,
  NOT_FOUND,
  notFoundSaying,
  type Answer,
  type Cell,
  type MatrixContext,
  type Result,
} from './authz-matrix-cells';
import { removeFixtures, segmentKind, tenantIds, type TenantIds } from './authz-matrix-ids';
import { discoverApiRoutes, urlOf, type ApiRoute } from './authz-matrix-routes';
import { demoSessions } from './fixtures';
import { call, PNG_1X1 } from './helpers';

/**
 * The authorization matrix (issue 9): every API route handler under app/api × anonymous, the four
 * roles of acme, and acme's callers aimed at globex's rows, each answered as the one permission table
 * (lib/auth/permissions.ts, with the tenant's setting switches) and the route's own `.meta.access` say.
 * A route made without handler()/publicHandler(), a public route missing from PUBLIC_API_ROUTES, or a
 * path segment without an entry in SEGMENT_KINDS fails here. See authz-matrix-cells.ts for the rules
 * of each cell; no cell changes shared data (writes stop at the tenant look-up, validation or the
 * same-origin check).
 */

const demo = demoSessions(['superadmin', 'admin', 'recruiter', 'contact'], ['superadmin', 'contact']);

/** Writes with a path id whose body the generated sample cannot get past validation with. */
const BODY_OVERRIDES: MatrixContext['bodyOverrides'] = {
  // The window must end after it starts.
  'POST /api/candidates/availability/[candidateId]/v2': {
    json: { kind: 'unavailable', starts_at: '2031-01-06T00:00:00Z', ends_at: '2031-01-07T00:00:00Z' },
  },
  // Fields are checked against the source's catalogue.
  'PUT /api/main/custom-reports/[id]': { json: { name: 'Matrix', source: 'placements', fields: ['candidate_name'] } },
  // Multipart, read by the handler after the contact look-up.
  'POST /api/on-demand/company-contacts/[id]/avatar': { form: () => pngForm('avatar') },
};

/** Reads of a row of acme's own that cannot answer 2xx, with why (the 404 of the other tenant still holds). */
const READ_EXCEPTIONS: MatrixContext['readExceptions'] = {
  'GET /api/on-demand/company-contacts/[id]/avatar': {
    expect: notFoundSaying(/^Avatar not found$/),
    why: 'the demo contacts have no photo: the contact is found, its avatar is not',
  },
};

function pngForm(field: string): FormData {
  const form = new FormData();
  form.set(field, new File([PNG_1X1 as BlobPart], 'matrix.png', { type: 'image/png' }));
  return form;
}

let routes: ApiRoute[] = [];
let acme: TenantIds;
let globex: TenantIds;
let acmeFlags: PortalFlags;
let globexFlags: PortalFlags;

beforeAll(async () => {
  routes = await discoverApiRoutes();
  acme = await tenantIds('acme', demo.acmeId, demo.superadmin);
  globex = await tenantIds('globex', demo.globexId, demo.globexSuperadmin);
  acmeFlags = portalFlags(await getSettings(demo.acmeId));
  globexFlags = portalFlags(await getSettings(demo.globexId));
}, 120_000);

afterAll(async () => {
  if (acme) await removeFixtures(acme, demo.superadmin);
  if (globex) await removeFixtures(globex, demo.globexSuperadmin);
});

let ipCounter = 0;
async function run(route: ApiRoute, cell: Cell): Promise<Answer & { json: boolean }> {
  const ip = `10.99.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;
  const search = cell.query ? `?${new URLSearchParams(cell.query)}` : '';
  const res = await call(route.handler, route.method, `${urlOf(route.template, cell.values)}${search}`, {
    token: cell.token,
    params: cell.values,
    headers: cell.headers,
    ip,
    ...(cell.form ? { form: cell.form() } : cell.body === undefined ? {} : { rawBody: JSON.stringify(cell.body) }),
  });
  const text = await res.text();
  const isJson = /^application\/json/.test(res.headers.get('content-type') ?? '');
  let parsed: { message?: unknown; error_code?: string } = {};
  if (isJson && text) {
    try {
      parsed = JSON.parse(text) as typeof parsed;
    } catch {
      parsed = {};
    }
  }
  return { status: res.status, code: parsed.error_code, message: parsed.message, json: isJson };
}

describe('authorization matrix: the route inventory', () => {
  it('finds the API routes', () => {
    expect(routes.length).toBeGreaterThan(250);
  });

  it('has every handler made by handler() or publicHandler(), so each carries its access rule', () => {
    const bare = routes.filter((r) => !r.meta).map((r) => `${r.method} ${r.template}`);
    expect(bare, 'exported without the wrapper: no entry in the matrix').toEqual([]);
  });

  it('lists exactly the public routes in PUBLIC_API_ROUTES', () => {
    const isPublic = (r: ApiRoute) => Boolean(r.meta && 'public' in r.meta.access);
    const unlisted = routes.filter((r) => isPublic(r) && !PUBLIC_API_ROUTES.includes(r.template)).map((r) => `${r.method} ${r.template}`);
    const notPublic = routes.filter((r) => !isPublic(r) && PUBLIC_API_ROUTES.includes(r.template)).map((r) => `${r.method} ${r.template}`);
    const missing = PUBLIC_API_ROUTES.filter((t) => !routes.some((r) => r.template === t));
    expect({ unlisted, notPublic, missing }).toEqual({ unlisted: [], notPublic: [], missing: [] });
  });

  it('knows what every dynamic path segment names', () => {
    const unknown = routes.flatMap((r) => r.params.filter((p) => !segmentKind(r.template, p)).map((p) => `[${p}] in ${r.template}`));
    expect([...new Set(unknown)]).toEqual([]);
  });

  it('runs on the premise the demo tenants give: acme with the contact switches on, globex off, no sub-roles', async () => {
    expect(acmeFlags).toEqual({ shiftEnabled: true, clientContactsPortal: true, showOrdersToClient: true });
    expect(globexFlags).toEqual({ shiftEnabled: false, clientContactsPortal: false, showOrdersToClient: false });
    const demoEmails = ['superadmin', 'admin', 'recruiter', 'contact'].flatMap((r) => [`${r}@acme.test`, `${r}@globex.test`]);
    const narrowed = await db()
      .select({ email: users.email })
      .from(users)
      .where(and(inArray(users.email, demoEmails), isNotNull(users.subRoleId)));
    expect(narrowed).toEqual([]);
  });
});

describe('authorization matrix: every route × caller', () => {
  it('answers each cell as the permission table says, with the JSON error shape', async () => {
    const ctx: MatrixContext = {
      acme,
      globex,
      acmeFlags,
      globexFlags,
      tokens: { superadmin: demo.superadmin, admin: demo.admin, recruiter: demo.recruiter, contact: demo.contact },
      globexContact: demo.globexContact,
      bodyOverrides: BODY_OVERRIDES,
      readExceptions: READ_EXCEPTIONS,
    };
    const failures: Result[] = [];
    let count = 0;
    const counted = { notFound: 0, flagCells: 0 };
    for (const route of routes) {
      const { cells, problems } = cellsOf(route, ctx);
      for (const problem of problems)
        failures.push({ route: route.template, method: route.method, cell: '-', expected: 'an entry', got: '-', message: problem });
      for (const cell of cells) {
        count++;
        if (cell.expect === NOT_FOUND) counted.notFound++;
        if (cell.name.startsWith('globex contact')) counted.flagCells++;
        const answer = await run(route, cell);
        const row = { route: route.template, method: route.method, cell: cell.name, expected: cell.expect.label };
        const got = `${answer.status}${answer.code ? ` ${answer.code}` : ''}`;
        const message = typeof answer.message === 'string' ? answer.message : JSON.stringify(answer.message ?? null);
        if (!cell.expect.holds(answer)) failures.push({ ...row, got, message });
        // Every error answer is JSON `{ message }` with a non-empty string (DESIGN.md §4).
        if (answer.status >= 400 && (!answer.json || typeof answer.message !== 'string' || !answer.message)) {
          failures.push({ ...row, expected: 'JSON { message }', got, message: `error without a message: ${message}` });
        }
      }
    }
    expect(failures.length, `${failures.length} of ${count} cells failed:\n${formatTable(failures)}`).toBe(0);
    // The matrix is not vacuous: the tenant checks and the setting switches were exercised.
    expect(counted.notFound).toBeGreaterThan(150);
    expect(counted.flagCells).toBeGreaterThan(5);
  }, 300_000);
});
