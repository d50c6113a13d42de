import { NextResponse, type NextRequest } from 'next/server';
import { isMobileUserAgent } from '@/lib/auth/mobile';
import { isPortalRoute, mayEverAccess } from '@/lib/auth/permissions';
import { usableCompany } from '@/lib/auth/reserved';
import { COMPANY_COOKIE, SESSION_COOKIE, verifySession } from '@/lib/auth/session-token';
import { env } from '@/lib/env';
import { helpdeskOrigin } from '@/lib/helpdesk/config';
import { badAddressPage } from '@/lib/http/bad-address-page';
import { languageCookie, languageSwitch, withoutLanguageSwitch } from '@/lib/i18n/language-param';
import { cacheableBoardRequest, cachedBoardPage, isBoardPath } from '@/lib/public-jobs/page-cache';
import { contentSecurityPolicy, isFrameable, STATIC_SECURITY_HEADERS } from '@/lib/security-headers';
import { framingOrigins } from '@/lib/settings/framing';
import { hostileAddressPart } from '@/lib/url-state/hostile-address';
import { db } from '@/lib/db/client';

/** Pages that carry the company in their first segment: /{company}/login, /logout, /jobs. */
const COMPANY_PAGE = /^\/([^/]+)\/(login|logout|jobs)(\/|$)/;
const IFRAME_COMPANY = /^\/iframes\/placements\/([^/]+)/;

function isLoginPage(pathname: string): boolean {
  return pathname === '/login' || /^\/[^/]+\/login\/?$/.test(pathname);
}

function loginUrl(req: NextRequest, company: string | null, next?: string): URL {
  const url = new URL(company ? `/${company}/login` : '/login', req.url);
  if (next && next !== '/') url.searchParams.set('next', next);
  return url;
}

function withSecurityHeaders(res: NextResponse, pathname: string, csp?: string): NextResponse {
  for (const [k, v] of Object.entries(STATIC_SECURITY_HEADERS)) res.headers.set(k, v);
  if (csp) res.headers.set('Content-Security-Policy', csp);
  else if (!isFrameable(pathname)) res.headers.set('Content-Security-Policy', "frame-ancestors 'none'");
  if (!isFrameable(pathname)) res.headers.set('X-Frame-Options', 'DENY');
  return res;
}

/**
 * The first gate (DESIGN.md §1): cheap checks only: JWT signature and expiry, the static role table,
 * the mobile block and security headers. Pages and handlers check again through the one guard.
 */
export async function proxy(req: NextRequest) {
  const { pathname, search } = req.nextUrl;
  // An address no page can read (NUL, a malformed escape, bytes that are no text, an over-long value): a
  // 400 page, as the API answers the same input, before any page, parser or query sees it (issue 24 item 6).
  const hostile = hostileAddressPart(pathname, search);
  if (hostile) return withSecurityHeaders(await badAddressPage(req, hostile), pathname);
  const secret = env().SESSION_SECRET;
  const cookieCompany = usableCompany(req.cookies.get(COMPANY_COOKIE)?.value);

  // SPEC §2: / is the jobs screen's address; answered here so it is a real redirect, not a streamed one.
  if (pathname === '/') return withSecurityHeaders(NextResponse.redirect(new URL('/jobs', req.url)), pathname);

  const portal = isPortalRoute(pathname);
  const mobileBlocked = (portal || isLoginPage(pathname)) && isMobileUserAgent(req.headers.get('user-agent'));

  // A language chosen on a page without JavaScript (?lang=…): kept in the cookie, then the page again.
  const switched = isBoardPath(pathname) ? languageSwitch(req.nextUrl) : null;
  if (switched) {
    const res = NextResponse.redirect(withoutLanguageSwitch(req.nextUrl), 303);
    res.cookies.set(languageCookie(switched));
    return withSecurityHeaders(res, pathname);
  }

  // The public job board is the same for every visitor of a language: answered from the page cache.
  const board = cacheableBoardRequest(req);
  const cached = board ? await cachedBoardPage(req, board) : null;
  if (cached) {
    const { page, hit } = cached;
    const res = new NextResponse(page.body, { status: page.status, headers: [...page.headers, ['x-page-cache', hit ? 'hit' : 'miss']] });
    const csp = contentSecurityPolicy({ pathname, dev: env().NODE_ENV === 'development' });
    return withSecurityHeaders(res, pathname, csp);
  }

  const verified = await verifySession(req.cookies.get(SESSION_COOKIE)?.value, secret);
  // Phones see the block page (SPEC §1) in the brand of the tenant the page is for: the login's company,
  // else the session's, else the remembered one. A signed-in user is offered what works on a phone there.
  if (mobileBlocked) {
    const headers = new Headers(req.headers);
    headers.delete('x-tenant-slug');
    const brand = usableCompany(COMPANY_PAGE.exec(pathname)?.[1]) ?? (verified.ok ? verified.claims.tenantSlug : null) ?? cookieCompany;
    if (brand) headers.set('x-tenant-slug', brand);
    const res = NextResponse.rewrite(new URL('/mobile-not-supported', req.url), { request: { headers } });
    return withSecurityHeaders(res, pathname);
  }
  if (portal) {
    if (!verified.ok) {
      const res = NextResponse.redirect(loginUrl(req, cookieCompany, pathname + search));
      if (verified.reason === 'expired') res.cookies.delete(SESSION_COOKIE);
      return withSecurityHeaders(res, pathname);
    }
    const access = mayEverAccess(verified.claims.role, pathname);
    if (!access.ok) return withSecurityHeaders(NextResponse.redirect(new URL(access.redirect, req.url)), pathname);
  }

  // The tenant whose branding this page wears: from the path, else the session, else the remembered company.
  const slug =
    usableCompany(COMPANY_PAGE.exec(pathname)?.[1] ?? IFRAME_COMPANY.exec(pathname)?.[1]) ??
    (verified.ok ? verified.claims.tenantSlug : null) ??
    cookieCompany;

  const nonce = Buffer.from(crypto.randomUUID()).toString('base64');
  const embedded = usableCompany(IFRAME_COMPANY.exec(pathname)?.[1]);
  const frameOrigins = embedded ? await framingOrigins(db(), embedded) : undefined;
  // The support page embeds the tenant's configured helpdesk: that origin, and only it, may be framed there.
  const helpdesk = pathname === '/iframes/support-center' && verified.ok ? await helpdeskOrigin(db(), verified.claims.tenantId) : null;
  const csp = contentSecurityPolicy({
    nonce,
    pathname,
    dev: env().NODE_ENV === 'development',
    frameOrigins,
    frameSrc: helpdesk ? [helpdesk] : undefined,
  });
  const headers = new Headers(req.headers);
  headers.delete('x-tenant-slug');
  if (slug) headers.set('x-tenant-slug', slug);
  headers.set('x-nonce', nonce);
  headers.set('x-pathname', pathname);
  headers.set('Content-Security-Policy', csp);
  return withSecurityHeaders(NextResponse.next({ request: { headers } }), pathname, csp);
}

// The API is left out: its handlers check the session themselves (one guard, DESIGN.md §3.3) and get
// their static security headers from next.config.mjs, which saves a proxy pass on every API call.
export const config = {
  matcher: ['/((?!api/|_next/static|_next/image|favicon.ico).*)'],
};
