import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appPages, dynamicParams } from '@/tests/support/app-pages';

const APP = path.join(process.cwd(), 'app');

/** The loading.tsx files whose Suspense boundary wraps a page: any in the page's folder or above it. */
const loadingAbove = (dirs: string[]) =>
  dirs
    .map((_, i) => path.join(APP, ...dirs.slice(0, i + 1), 'loading.tsx'))
    .concat(path.join(APP, 'loading.tsx'))
    .filter(existsSync);

// A page under a loading boundary has sent its 200 before it can call notFound() (Next's loading.js docs,
// "Status codes"), so a page that can answer 404 must not sit under one (app/(portal)/(streamed)/loading.tsx).
describe('loading boundaries', () => {
  const pages = appPages();

  it('finds the pages (and some of them stream behind a loading screen)', () => {
    expect(pages.length).toBeGreaterThan(30);
    expect(pages.some((p) => loadingAbove(p.dirs).length > 0)).toBe(true);
  });

  it('no page that can answer 404 is wrapped by a loading.tsx', () => {
    const wrongly = pages.filter((p) => {
      if (loadingAbove(p.dirs).length === 0) return false;
      const source = readFileSync(p.file, 'utf8');
      return dynamicParams(p.pattern).length > 0 || /notFound\(|orNotFound|Or404/.test(source);
    });
    expect(wrongly.map((p) => p.pattern)).toEqual([]);
  });
});
