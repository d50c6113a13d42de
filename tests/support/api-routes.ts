import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { RouteHandler } from '@/lib/http/handler';

const API_DIR = path.resolve(import.meta.dirname, '../../app/api');
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

export type ApiRoute = {
  /** e.g. `app/api/main/jobs/[id]/route.ts` */
  file: string;
  /** The URL with its dynamic segments as `[name]`, e.g. `/api/main/jobs/[id]`. */
  pattern: string;
  /** Dynamic segment names in order; a catch-all (`[...path]`) is marked by `catchAll`. */
  params: { name: string; catchAll: boolean }[];
  method: (typeof METHODS)[number];
  handler: RouteHandler;
};

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === 'route.ts' ? [full] : [];
  });
}

/**
 * Every HTTP method function exported by app/api/**\/route.ts, with the `.meta` handler() put on it.
 * A route exported without `.meta` is reported by throwing: it would bypass the input boundary.
 */
export async function apiRoutes(): Promise<ApiRoute[]> {
  const routes: ApiRoute[] = [];
  for (const full of routeFiles(API_DIR).sort()) {
    const rel = path.relative(API_DIR, path.dirname(full)).split(path.sep).filter(Boolean);
    const params = rel
      .filter((s) => s.startsWith('['))
      .map((s) => ({ name: s.replace(/^\[(\.\.\.)?|\]$/g, ''), catchAll: s.startsWith('[...') }));
    const mod = (await import(/* @vite-ignore */ full)) as Record<string, unknown>;
    for (const method of METHODS) {
      const fn = mod[method] as RouteHandler | undefined;
      if (!fn) continue;
      const file = path.relative(path.resolve(API_DIR, '../..'), full);
      if (!fn.meta) throw new Error(`${method} ${file} is not built with handler()/publicHandler(): it has no .meta`);
      routes.push({ file, pattern: `/api/${rel.join('/')}`, params, method, handler: fn });
    }
  }
  return routes;
}
