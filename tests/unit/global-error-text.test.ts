import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/i18n/config';
import { GLOBAL_ERROR_TEXT } from '@/lib/i18n/global-error-text';

describe('the global error page texts', () => {
  it.each(LOCALES)('%s: equal the catalogue entries translators edit', (locale) => {
    const { errors } = JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as { errors: Record<string, string> };
    const t = GLOBAL_ERROR_TEXT[locale];
    expect(t).toEqual({
      chunkTitle: errors.chunkTitle,
      chunkBody: errors.chunkBody,
      reload: errors.reload,
      generic: errors.generic,
      retry: errors.retry,
    });
  });
});

describe('app/global-error.tsx', () => {
  it('offers a reload for a chunk that did not load, and a retry for anything else', async () => {
    const { renderToStaticMarkup } = await import('react-dom/server');
    const { createElement } = await import('react');
    const { default: GlobalError } = await import('@/app/global-error');
    const chunk = Object.assign(new Error('Failed to load chunk /_next/static/chunks/abc.js'), {});
    const chunkHtml = renderToStaticMarkup(createElement(GlobalError, { error: chunk, reset: () => {} }));
    expect(chunkHtml).toContain(GLOBAL_ERROR_TEXT.en.chunkTitle);
    expect(chunkHtml).toContain(GLOBAL_ERROR_TEXT.en.reload);
    const otherHtml = renderToStaticMarkup(
      createElement(GlobalError, { error: Object.assign(new Error('boom'), { digest: 'd1' }), reset: () => {} }),
    );
    expect(otherHtml).toContain(GLOBAL_ERROR_TEXT.en.retry);
    expect(otherHtml).toContain('Ref. d1');
    expect(otherHtml).not.toContain(GLOBAL_ERROR_TEXT.en.reload);
  });
});
