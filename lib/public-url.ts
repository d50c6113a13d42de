import { env } from '@/lib/env';

/** Where the app runs when PUBLIC_URL is not configured (local development). */
const DEV_ORIGIN = 'http://localhost:3000';

/**
 * The public origin for canonical links, Open Graph, sitemaps and JSON-LD: from PUBLIC_URL, never from the
 * Host header, which any client can set and a cache could then serve to everyone.
 */
function publicOrigin(): string {
  return (env().PUBLIC_URL ?? DEV_ORIGIN).replace(/\/+$/, '');
}

/** An absolute URL for a path of this app; absolute inputs (an external logo) pass through. */
export function absoluteUrl(path: string): string {
  return /^https?:\/\//i.test(path) ? path : `${publicOrigin()}${path.startsWith('/') ? '' : '/'}${path}`;
}
