/**
 * /iframes pages that are portal screens (signed in, in the app shell), not embeddable widgets: they keep
 * the portal's no-framing rule, so another site cannot overlay them to trick a signed-in user.
 */
const PORTAL_IFRAME_PAGES = ['/iframes/support-center'];

/** Pages other sites may embed: /iframes/* except the portal's own screens under that path. */
export function isFrameable(pathname: string): boolean {
  return pathname.startsWith('/iframes/') && !PORTAL_IFRAME_PAGES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

/**
 * Content-Security-Policy for a page. Scripts run only with this request's nonce (a page served from
 * the whole-page cache has none, and its policy allows none); framing is refused
 * everywhere except /iframes/*, which the tenant's listed sites may embed, or any https site when it
 * lists none (DESIGN.md §5).
 */
export function contentSecurityPolicy(opts: {
  /** The rendered page's nonce; without one no script may run (a cached public page carries none). */
  nonce?: string;
  pathname: string;
  dev: boolean;
  frameOrigins?: readonly string[];
  frameSrc?: readonly string[];
}): string {
  const frameable = isFrameable(opts.pathname);
  const embedders = opts.frameOrigins?.length ? opts.frameOrigins.join(' ') : 'https:';
  return [
    "default-src 'self'",
    opts.nonce === undefined
      ? "script-src 'none'"
      : `script-src 'self' 'nonce-${opts.nonce}' 'strict-dynamic'${opts.dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    // Sites this page may itself embed (the support page's helpdesk); otherwise default-src 'self' applies.
    ...(opts.frameSrc?.length ? [`frame-src 'self' ${opts.frameSrc.join(' ')}`] : []),
    `frame-ancestors ${frameable ? `'self' ${embedders}` : "'none'"}`,
  ].join('; ');
}

export const STATIC_SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
};
