import { createHash } from 'node:crypto';

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
 * Content-Security-Policy for a page. Scripts run only with this request's nonce (or, on a page served
 * from the whole-page cache, only the inline scripts whose hashes it lists and the site's own files); framing is refused
 * everywhere except /iframes/*, which the tenant's listed sites may embed, or any https site when it
 * lists none (DESIGN.md §5).
 */
export function contentSecurityPolicy(opts: {
  /** Exactly one of these: a rendered page's nonce, or a cached page's inline script hashes. */
  nonce?: string;
  scriptHashes?: readonly string[];
  pathname: string;
  dev: boolean;
  frameOrigins?: readonly string[];
  frameSrc?: readonly string[];
}): string {
  const frameable = isFrameable(opts.pathname);
  const embedders = opts.frameOrigins?.length ? opts.frameOrigins.join(' ') : 'https:';
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...scriptSources(opts), ...(opts.dev ? ["'unsafe-eval'"] : [])].join(' '),
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

// 'strict-dynamic' trusts what a nonce'd script loads; with hashes, 'self' is what allows the page's own
// chunks (strict-dynamic would ignore it), and nothing else can be loaded.
function scriptSources(opts: { nonce?: string; scriptHashes?: readonly string[] }): readonly string[] {
  return opts.nonce !== undefined ? [`'nonce-${opts.nonce}'`, "'strict-dynamic'"] : (opts.scriptHashes ?? []);
}

/** SHA-256 CSP sources of the inline scripts of a page (data blocks such as JSON-LD are not scripts CSP governs). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attrs, text] = m;
    if (/\bsrc\s*=/i.test(attrs) || /\btype\s*=\s*"application\/(ld\+)?json"/i.test(attrs) || !text) continue;
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

export const STATIC_SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
};
