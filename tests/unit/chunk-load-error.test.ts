import { createElement as h } from 'react';
import { describe, expect, it } from 'vitest';
import PortalError from '@/app/(portal)/error';
import { isChunkLoadError } from '@/lib/browser/chunk-error';
import { screenHarness } from '@/tests/support/render-screen';

const chunkError = () =>
  Object.assign(new Error('Loading chunk 812 failed.\n(timeout: /_next/static/chunks/812.js)'), { name: 'ChunkLoadError' });

describe('isChunkLoadError', () => {
  it("knows webpack's ChunkLoadError and Turbopack's wording", () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new Error('Failed to load chunk /_next/static/chunks/abc.js from module 123'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 7 failed.'))).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(new TypeError('fetch failed'))).toBe(false);
    expect(isChunkLoadError('ChunkLoadError')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

describe('the portal error screen', () => {
  const { render, missing } = screenHarness({ namespaces: [], fallback: {} });
  const reset = () => undefined;

  it('offers a reload, in words, when a chunk did not load', async () => {
    const html = await render(h(PortalError, { error: chunkError(), reset }));
    expect(html).toContain('This page could not be loaded');
    expect(html).toContain('Reload page');
    expect(html).not.toContain('Try again');
    expect(missing).toEqual([]);
  });

  it('offers a retry for any other failure', async () => {
    const html = await render(h(PortalError, { error: Object.assign(new Error('boom'), { digest: 'abc123' }), reset }));
    expect(html).toContain('Something went wrong');
    expect(html).toContain('Try again');
    expect(html).toContain('Ref. abc123');
    expect(html).not.toContain('Reload page');
  });

  it('is translated', async () => {
    for (const [locale, reload] of [
      ['de', 'Seite neu laden'],
      ['ar', 'إعادة تحميل الصفحة'],
      ['zh', '重新加载页面'],
    ] as const) {
      expect(await render(h(PortalError, { error: chunkError(), reset }), locale)).toContain(reload);
    }
    expect(missing).toEqual([]);
  });
});
