/** Link rules shared by the sanitiser (server) and the editor's link field (browser); no dependencies. */

const LINK_PROTOCOLS = ['http:', 'https:', 'mailto:'];

/**
 * The href when it is an absolute http, https or mailto URL, else null. The WHATWG parser is the one
 * browsers use, so tricks such as "java\tscript:" or leading control characters resolve here exactly
 * as they would in the browser, and relative or scheme-less links are refused outright.
 */
export function safeHref(href: string | undefined | null): string | null {
  if (!href) return null;
  try {
    const url = new URL(href.trim());
    return LINK_PROTOCOLS.includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}
