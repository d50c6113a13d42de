/**
 * Content-Security-Policy for a page. Scripts run only with this request's nonce; framing is refused
 * everywhere except /iframes/*, which the tenant's listed sites may embed, or any https site when it
 * lists none (DESIGN.md §5).
 */
export function contentSecurityPolicy(opts: { nonce: string; pathname: string; dev: boolean; frameOrigins?: readonly string[] }): string {
  const frameable = opts.pathname.startsWith('/iframes/');
  const embedders = opts.frameOrigins?.length ? opts.frameOrigins.join(' ') : 'https:';
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${opts.nonce}' 'strict-dynamic'${opts.dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameable ? `'self' ${embedders}` : "'none'"}`,
  ].join('; ');
}

export const STATIC_SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
};
