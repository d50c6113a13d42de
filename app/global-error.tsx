'use client';
import { useEffect } from 'react';
import { isChunkLoadError } from '@/lib/browser/chunk-error';
import { LOCALE_COOKIE, directionOf, resolveLocale } from '@/lib/i18n/config';
import { GLOBAL_ERROR_TEXT } from '@/lib/i18n/global-error-text';
import './globals.css';

/** The reader's language as the server would pick it: her choice (cookie), then the browser's languages. */
function readerLocale() {
  const cookie = document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${LOCALE_COOKIE}=`))
    ?.slice(LOCALE_COOKIE.length + 1);
  return resolveLocale(cookie, navigator.languages.join(','));
}

/**
 * When the root layout itself fails, outside the portal's own error screen (app/(portal)/error.tsx): a chunk
 * that did not arrive within SPEC §9's 120 s (SPEC §8 ChunkLoadError) offers a reload, anything else a retry,
 * never a dead page. It replaces the whole document, so it brings its own <html> and texts.
 */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => console.error(error), [error]);
  const locale = typeof document === 'undefined' ? 'en' : readerLocale();
  const t = GLOBAL_ERROR_TEXT[locale];
  const chunk = isChunkLoadError(error);
  return (
    <html lang={locale} dir={directionOf(locale)}>
      <body className="flex min-h-screen items-center justify-center bg-slate-50 p-6">
        <main className="max-w-md rounded-lg border border-slate-200 bg-white p-8 text-center shadow-sm">
          <h1 className="text-lg font-semibold text-slate-900">{chunk ? t.chunkTitle : t.generic}</h1>
          {chunk ? <p className="mt-2 text-sm text-slate-700">{t.chunkBody}</p> : null}
          {error.digest ? <p className="mt-2 text-xs text-slate-600">Ref. {error.digest}</p> : null}
          <button
            type="button"
            onClick={() => (chunk ? window.location.reload() : reset())}
            className="mt-6 rounded-md bg-brand px-4 py-2 text-sm font-medium text-on-brand"
          >
            {chunk ? t.reload : t.retry}
          </button>
        </main>
      </body>
    </html>
  );
}
