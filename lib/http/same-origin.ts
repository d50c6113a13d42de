import type { NextRequest } from 'next/server';
import { env } from '@/lib/env';
import { ApiError, say } from '@/lib/errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const crossSite = () => new ApiError(403, say('auth.crossSite'), 'cross_site_request');

function ownHosts(req: NextRequest): string[] {
  const hosts = [req.headers.get('host'), req.headers.get('x-forwarded-host')?.split(',')[0]?.trim()];
  const publicUrl = env().PUBLIC_URL;
  if (publicUrl && URL.canParse(publicUrl)) hosts.push(new URL(publicUrl).host);
  return hosts.filter((h): h is string => Boolean(h));
}

/**
 * CSRF defence for state-changing requests that carry the session cookie (SameSite=Lax alone lets a
 * top-level form post through in some browsers and every same-site subdomain). Browsers say where a
 * request comes from in Sec-Fetch-Site, or at least Origin; a request with neither is not from a browser,
 * so no cookie was borrowed. Calls with the token in Authorization never reach here.
 */
export function assertSameOriginWrite(req: NextRequest): void {
  if (SAFE_METHODS.has(req.method)) return;
  const site = req.headers.get('sec-fetch-site');
  if (site) {
    if (site === 'same-origin' || site === 'none') return;
    throw crossSite();
  }
  const origin = req.headers.get('origin');
  if (!origin) return;
  if (origin === 'null' || !URL.canParse(origin) || !ownHosts(req).includes(new URL(origin).host)) throw crossSite();
}

/**
 * A JSON endpoint takes JSON only: a form or text/plain body is what a cross-site page can send
 * without asking the browser first (a CORS "simple request").
 */
export function assertJsonBody(req: NextRequest): void {
  if (SAFE_METHODS.has(req.method)) return;
  const type = req.headers.get('content-type');
  const length = req.headers.get('content-length');
  if (!type && (length === null || length === '0')) return;
  if (type && /^application\/([\w.+-]+\+)?json\s*(;|$)/i.test(type)) return;
  throw new ApiError(415, say('request.notJson'), 'unsupported_media_type');
}
