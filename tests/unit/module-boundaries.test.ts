import { describe, expect, it } from 'vitest';
import { buildModuleGraph, cycles, moduleOf } from '@/tests/support/module-graph';

// The layering of the tree, checked on its import graph (eslint.config.mjs forbids lib/ → components/
// imports file by file; import-x/no-cycle on the whole tree made `npm run lint` several times slower).
const graph = buildModuleGraph();

/**
 * Drizzle's table definitions are one schema split over several files that reference each other's
 * tables; the references are lazy (`references(() => users.id)`), so the cycle is harmless at load time.
 */
const SCHEMA_FILES = new Set([
  'lib/db/schema.ts',
  'lib/db/schema-admin.ts',
  'lib/db/schema-notifications.ts',
  'lib/db/schema-recruiting.ts',
  'lib/db/schema-shifts.ts',
  'lib/db/schema-billing.ts',
  'lib/db/columns.ts',
]);

/**
 * The layers, lowest first (issue 23, DESIGN.md "Layers"). A module imports only modules of its own layer or
 * below, type-only imports included: a type import still couples the lower module to the upper one's
 * shape, and every one the tree had could move down or be derived below. Inside a layer the modules may
 * import each other as long as no cycle forms (the last test).
 *
 * - kernel: what every layer uses and that uses nothing of the app: errors, env, log, i18n, time zones,
 *   bounded settings, the TTL cache, small helpers (public-url, cn, page-title, security-headers, or-not-found) and
 *   lib/schema-kit, the zod vocabulary of inputs and answers with no HTTP in it (ids, uuids, days, paging,
 *   list sorts, zod errors, parseWith). Services and contracts parse with it; so does the browser.
 * - lib/db: the connection, the tables, locks, the transaction scope.
 * - infrastructure on the database: uploads and storage, mail, outbound network, the job queue, the audit log.
 * - lib/settings: the tenant's settings, read by everything above.
 * - lib/auth: sessions, roles, guards (they read settings: sign-in lifetime, SSO).
 * - domain modules: every other lib/<name>. Where one domain needs another that sits above it, the upper
 *   one registers with the lower (the approval-link issuer with the mail dispatcher:
 *   lib/notifications/approval-link-issuer.ts) or the lower one names a job the upper one runs (a
 *   settings save queues timesheets' re-total: lib/settings/timesheet-rules-job.ts).
 * - lib/contracts: each endpoint's contract; lib/contracts/kit says what a contract is (method, path,
 *   access, schemas; the route refs; the services' base URLs) and holds no schema at run time, so the browser
 *   may import it.
 * - the HTTP runtime: lib/http (the route handler, answers and error responses, body reading, origin and
 *   client-IP checks, and the route glue of domains: *-routes.ts, form posts), lib/api-docs (OpenAPI from
 *   the contracts).
 * - the app: app/ (pages and routes), components/, the browser's modules (lib/browser with the typed API
 *   client, lib/url-state), the demo data script (lib/db/seed, which calls domain services), and the
 *   root entry points (proxy.ts, instrumentation.ts).
 */
const LAYERS: readonly { name: string; modules: readonly string[] }[] = [
  {
    name: 'kernel',
    modules: [
      'lib/errors',
      'lib/env',
      'lib/log',
      'lib/log-scrub',
      'lib/log-console',
      'lib/i18n',
      'lib/timezones',
      'lib/bounded',
      'lib/ttl-cache',
      'lib/schema-kit',
      'lib/public-url',
      'lib/cn',
      'lib/page-title',
      'lib/security-headers',
      'lib/or-not-found',
    ],
  },
  { name: 'db', modules: ['lib/db'] },
  { name: 'infrastructure', modules: ['lib/uploads', 'lib/storage', 'lib/mail', 'lib/net', 'lib/job-queue', 'lib/audit'] },
  { name: 'settings', modules: ['lib/settings'] },
  { name: 'auth', modules: ['lib/auth'] },
  { name: 'domain', modules: [] },
  { name: 'contracts', modules: ['lib/contracts'] },
  { name: 'HTTP runtime', modules: ['lib/http', 'lib/api-docs'] },
  { name: 'app', modules: ['app', 'lib/browser', 'lib/url-state', 'lib/db/seed'] },
];
const DOMAIN = LAYERS.findIndex((l) => l.name === 'domain');
const APP = LAYERS.length - 1;

/** The module of a file for the layer rules: moduleOf's, with app/ and the root files as 'app'. */
const unitOf = (file: string): string | null => moduleOf(file) ?? (file.startsWith('npm:') ? null : 'app');

function layerOf(unit: string): number {
  const listed = LAYERS.findIndex((l) => l.modules.includes(unit));
  if (listed >= 0) return listed;
  if (unit.startsWith('components/')) return APP;
  return DOMAIN;
}

type ModuleEdge = { via: string[] };

/** Edges between modules (app/ and root files as one unit 'app'), each with the file imports behind it. */
function moduleEdges(): Map<string, Map<string, ModuleEdge>> {
  const edges = new Map<string, Map<string, ModuleEdge>>();
  for (const [file, imports] of graph) {
    const from = unitOf(file);
    if (!from) continue;
    for (const { to: target, typeOnly } of imports) {
      const to = unitOf(target);
      if (!to || to === from) continue;
      if (!edges.has(from)) edges.set(from, new Map());
      const byTarget = edges.get(from)!;
      const edge = byTarget.get(to) ?? { via: [] };
      edge.via.push(`${file} → ${target}${typeOnly ? ' (type)' : ''}`);
      byTarget.set(to, edge);
    }
  }
  return edges;
}

/** Every module edge that goes up the layer table, worded with the file imports behind it. */
function upwardImports(edges: Map<string, Map<string, ModuleEdge>>): string[] {
  const upward: string[] = [];
  for (const [from, targets] of edges) {
    for (const [to, { via }] of targets) {
      if (layerOf(from) < layerOf(to))
        upward.push(`${from} (${LAYERS[layerOf(from)]!.name}) → ${to} (${LAYERS[layerOf(to)]!.name}): ${via.join(', ')}`);
    }
  }
  return upward;
}

describe('module boundaries', () => {
  it('reads the whole tree', () => {
    expect(graph.size).toBeGreaterThan(500);
    expect(graph.get('lib/http/handler.ts')?.map((e) => e.to)).toContain('lib/auth/guard.ts');
  });

  it('names only modules that exist in its layer table', () => {
    const units = new Set([...graph.keys()].map(unitOf));
    const named = LAYERS.flatMap((l) => l.modules);
    expect(named.filter((m) => !units.has(m))).toEqual([]);
  });

  it('imports downward only: no module imports one of a higher layer, type-only imports included', () => {
    expect(upwardImports(moduleEdges())).toEqual([]);
  });

  it('reports an upward import, and none where the order holds (the check itself)', () => {
    const edge = (file: string, target: string) => new Map([[moduleOf(target)!, { via: [`${file} → ${target}`] }]]);
    const down = new Map([['lib/http', edge('lib/http/handler.ts', 'lib/auth/guard.ts')]]);
    const up = new Map([['lib/settings', edge('lib/settings/service.ts', 'lib/http/handler.ts')]]);
    expect(upwardImports(down)).toEqual([]);
    expect(upwardImports(up)).toEqual(['lib/settings (settings) → lib/http (HTTP runtime): lib/settings/service.ts → lib/http/handler.ts']);
    expect(layerOf('lib/timesheets')).toBe(DOMAIN);
    expect(layerOf('components/timesheets')).toBe(APP);
  });

  it('has no types.ts that imports its schema.ts (the zod-derived types live in schema.ts)', () => {
    const found = [...graph].flatMap(([file, imports]) =>
      file.endsWith('/types.ts') && imports.some((e) => e.to === file.replace(/types\.ts$/, 'schema.ts')) ? [file] : [],
    );
    expect(found).toEqual([]);
  });

  it('has no import cycle between files (type-only imports are erased and do not count)', () => {
    const found = cycles(graph.keys(), (file) => (graph.get(file) ?? []).filter((e) => !e.typeOnly).map((e) => e.to)).filter(
      (cycle) => !cycle.every((f) => SCHEMA_FILES.has(f)),
    );
    expect(found).toEqual([]);
  });

  it('has no cycle between modules, type-only imports included (no allow-list)', () => {
    const edges = moduleEdges();
    const found = cycles(edges.keys(), (m) => edges.get(m)?.keys() ?? []).map((cycle) =>
      cycle.flatMap((a) => cycle.filter((b) => edges.get(a)?.has(b)).map((b) => `${a} → ${b}: ${edges.get(a)!.get(b)!.via[0]}`)),
    );
    expect(found).toEqual([]);
  });
});
