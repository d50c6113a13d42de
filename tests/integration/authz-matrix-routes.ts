import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { RouteMeta } from '@/lib/http/handler';

/** Every route handler under app/api, found on disk and imported, for the authorization matrix. */

const ROOT = path.resolve(import.meta.dirname, '../..');
const API_DIR = path.join(ROOT, 'app/api');
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

type Handler = (req: import('next/server').NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

export type ApiRoute = {
  /** The route file's path under app, as Next names the route: '/api/main/jobs/[id]'. */
  template: string;
  method: string;
  handler: Handler;
  /** Absent on a handler not made by handler()/publicHandler(): the matrix has no entry for it. */
  meta: RouteMeta | undefined;
  /** The dynamic segments in path order: 'id' for [id], 'path' for [...path]. */
  params: string[];
};

/** '/api/main/jobs/[id]' for app/api/main/jobs/[id]/route.ts. */
function templateOf(file: string): string {
  const dir = path.dirname(path.relative(path.join(ROOT, 'app'), file));
  return `/${dir.split(path.sep).join('/')}`;
}

const paramName = (segment: string): string | null => /^\[{1,2}(?:\.\.\.)?([^\]]+)\]{1,2}$/.exec(segment)?.[1] ?? null;

export function paramsOf(template: string): string[] {
  return template
    .split('/')
    .map(paramName)
    .filter((p): p is string => p !== null);
}

/** The address of a template with its segments filled: route groups dropped, values encoded. */
export function urlOf(template: string, values: Record<string, string>): string {
  return template
    .split('/')
    .filter((seg) => !/^\(.*\)$/.test(seg))
    .map((seg) => {
      const name = paramName(seg);
      return name === null ? seg : values[name]!.split('/').map(encodeURIComponent).join('/');
    })
    .join('/');
}

/** Imports every app/api/**\/route.ts and lists its exported HTTP methods, sorted by path. */
export async function discoverApiRoutes(): Promise<ApiRoute[]> {
  const files = readdirSync(API_DIR, { recursive: true, encoding: 'utf8' })
    .filter((f) => path.basename(f) === 'route.ts')
    .map((f) => path.join(API_DIR, f))
    .sort();
  const routes: ApiRoute[] = [];
  for (const file of files) {
    const mod = (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
    const template = templateOf(file);
    for (const method of METHODS) {
      const exported = mod[method];
      if (typeof exported !== 'function') continue;
      const meta = (exported as { meta?: RouteMeta }).meta;
      routes.push({ template, method, handler: exported as Handler, meta, params: paramsOf(template) });
    }
  }
  return routes;
}
