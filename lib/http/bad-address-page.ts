import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { directionOf, type Locale } from '@/lib/i18n/config';
import { apiCatalogue, errorTranslator, renderError, say } from '@/lib/i18n/error-text';
import type { Messages } from '@/lib/i18n/messages';
import { requestLocale } from './error-response';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The API's error words in `locale`, English beneath: only this catalogue, so the proxy loads no other. */
async function apiErrorsIn(locale: Locale): Promise<Messages> {
  const en = (await import('@/messages/apiErrors/en.json')).default as Messages;
  if (locale === 'en') return en;
  const own = (await import(`@/messages/apiErrors/${locale}.json`)).default as Messages;
  return { ...en, request: { ...(en.request as Messages), ...(own.request as Messages) } };
}

/**
 * The page answer to an address no page can read (lib/url-state/hostile-address.ts): 400, in the reader's
 * language, with the words the API uses for the same input (apiErrors request.badAddress). Plain HTML
 * rendered here, before any page, parser or query sees the address; no script, nothing of the visitor's.
 */
export async function badAddressPage(req: NextRequest, name: string): Promise<NextResponse> {
  const locale = requestLocale(req);
  const t = errorTranslator(locale, apiCatalogue(await apiErrorsIn(locale), {}));
  const message = escapeHtml(renderError(say('request.badAddress', { name }), t));
  const html =
    `<!doctype html><html lang="${locale}" dir="${directionOf(locale)}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${message}</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#0f172a">` +
    `<h1 style="font-size:1.25rem">${message}</h1></body></html>`;
  return new NextResponse(html, {
    status: 400,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}
