/**
 * The public job pages as the page cache keeps them: without script elements or script preloads, since they
 * work without JavaScript (lib/public-jobs/page-cache.ts). JSON-LD data blocks stay: search engines read them.
 */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script>/gi, (tag: string, attrs: string) =>
      /\btype\s*=\s*"application\/ld\+json"/i.test(attrs) ? tag : '',
    )
    .replace(/<link\b[^>]*\bas="script"[^>]*\/?>/gi, '');
}
