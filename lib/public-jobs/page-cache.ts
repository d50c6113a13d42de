import 'server-only';
import { randomBytes } from 'node:crypto';
import type { NextRequest } from 'next/server';
import { cachedValue } from '@/lib/db/versioned-cache';
import { LOCALE_COOKIE, resolveLocale } from '@/lib/i18n/config';
import { withoutScripts } from './static-html';
import { cachedTenantBySlug } from '@/lib/settings/queries';

/**
 * Whole-page cache for the public job board and job pages (issue 13): they are the same for every visitor
 * of a language, and crowds (crawlers, job seekers) arrive at them. proxy.ts answers a hit from memory
 * without rendering; a miss renders the page once through this server itself and keeps its HTML.
 *
 * Never stale: entries are kept per the tenant's `job_board` data version, which triggers raise at commit
 * on any change to jobs, locations, settings or labels (migration 0018), read on every request, so a
 * publish or a close made by any instance shows at once; and per minute, since a job also leaves the board
 * when its valid-through time passes.
 *
 * Cached pages are kept without scripts: the job pages are built to work without JavaScript (plain links,
 * GET filters, a language form and an application form that posts), which they are then for everyone: no
 * framework runtime to download and run before a phone shows the list. The JSON-LD data block stays. A page
 * rendered outside the cache (a URL with parameters the pages do not read) keeps its scripts and nonce.
 */
const BOARD_PAGE = /^\/([^/]+)\/jobs(?:\/([^/]+))?\/?$/;
/** The query parameters the pages read; a URL with any other is rendered, not cached (no unbounded keys from junk). */
const KNOWN_PARAMS = new Set(['search', 'location', 'category', 'page', 'error', 'fields', 'applied']);
const MAX_QUERY_LENGTH = 200;
/** Statuses whose page depends only on the data the version tracks (a 404 for a closed job is as cacheable). */
const CACHEABLE_STATUS = new Set([200, 404]);
/** Response headers of the rendered page a hit repeats. */
const KEPT_HEADERS = ['content-type', 'cache-control', 'vary', 'link', 'x-robots-tag'];
/** Marks this server's own render request for a miss: it skips the cache. A secret, so no visitor can force renders. */
const FILL_HEADER = 'x-page-cache-fill';

export type CachedPage = { status: number; headers: [string, string][]; body: string };

function fillToken(): string {
  const g = globalThis as typeof globalThis & { __pageCacheFillToken?: string };
  return (g.__pageCacheFillToken ??= randomBytes(18).toString('base64url'));
}

/** The slug of a job board or job page request this cache may answer, else null. */
export function cacheableBoardRequest(req: NextRequest): string | null {
  if (req.method !== 'GET' || req.headers.get(FILL_HEADER) === fillToken()) return null;
  // Client-side navigations ask for the React Server Components payload, not the HTML.
  if (req.headers.has('rsc') || req.headers.has('next-router-prefetch') || req.nextUrl.searchParams.has('_rsc')) return null;
  if (req.nextUrl.search.length > MAX_QUERY_LENGTH) return null;
  for (const name of req.nextUrl.searchParams.keys()) if (!KNOWN_PARAMS.has(name)) return null;
  return BOARD_PAGE.exec(req.nextUrl.pathname)?.[1] ?? null;
}

/** Whether a path is the job board or a job page (cached or not). */
export const isBoardPath = (pathname: string) => BOARD_PAGE.test(pathname);

/** Renders the page through this server (the proxy lets the marked request through to the page). */
async function render(req: NextRequest, locale: string): Promise<CachedPage> {
  const url = `http://127.0.0.1:${process.env.PORT ?? 3000}${req.nextUrl.pathname}${req.nextUrl.search}`;
  // Only what the key names reaches the render: the language, nothing of the visitor's own.
  const res = await fetch(url, {
    headers: { [FILL_HEADER]: fillToken(), cookie: `${LOCALE_COOKIE}=${locale}`, 'accept-language': locale },
    redirect: 'manual',
    cache: 'no-store',
  });
  const body = withoutScripts(await res.text());
  if (!CACHEABLE_STATUS.has(res.status) || !/text\/html/.test(res.headers.get('content-type') ?? '')) {
    throw new Error(`not cacheable: ${res.status}`);
  }
  const headers = KEPT_HEADERS.flatMap((name): [string, string][] => {
    const value = res.headers.get(name);
    return value === null ? [] : [[name, value]];
  });
  return { status: res.status, headers, body };
}

/**
 * The page from the cache, rendering it on a miss; null when it is not the cache's to answer (an unknown
 * company, or a render that failed or redirected: the request then goes on to the page as usual).
 */
export async function cachedBoardPage(req: NextRequest, slug: string): Promise<{ page: CachedPage; hit: boolean } | null> {
  const tenant = await cachedTenantBySlug(slug);
  if (!tenant) return null;
  const locale = resolveLocale(req.cookies.get(LOCALE_COOKIE)?.value, req.headers.get('accept-language'));
  const minute = Math.floor(Date.now() / 60_000);
  const key = `html:${locale}:${minute}:${req.nextUrl.pathname}${req.nextUrl.search}`;
  let hit = true;
  try {
    const page = await cachedValue(
      tenant.id,
      key,
      () => {
        hit = false;
        return render(req, locale);
      },
      'jobBoard',
    );
    return { page, hit };
  } catch {
    return null;
  }
}
