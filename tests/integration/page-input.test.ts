import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { LOCALE_COOKIE } from '@/lib/i18n/config';
import { proxy } from '@/proxy';
import { appPages, dynamicParams, fillPattern } from '../support/app-pages';

// Issue 24 item 6: GET /acme/jobs?search=%00 answered 500 for anyone, where the API answers 400. Every page
// address passes proxy.ts first: there, an address no page can read is a 400 page in the reader's language,
// for every page of the app (found on disk), before any page, parser or query sees it. e2e/page-fuzz.spec.ts
// sends the same values to the running server, signed in as each role.

const HOSTILE_VALUES = ['%00', '%ED%A0%80', '%E0%A4%A', `${'x'.repeat(2001)}`, 'a%00b'];
const HOSTILE_SEGMENTS = ['%00', '%ED%A0%80', '%E0%A4%A', 'x'.repeat(201), 'a%0Ab'];
const PARAMS = ['search', 'q', 'location', 'category', 'page', 'sort', 'from', 'to', 'token', 'next'];

const pages = appPages();
const filled = (pattern: string, value: string) => fillPattern(pattern, Object.fromEntries(dynamicParams(pattern).map((n) => [n, value])));
const sample = (pattern: string) => filled(pattern, '5d7e8f90-1a2b-4c3d-8e4f-5a6b7c8d9e0f').replace('/[company]', '/acme');

async function through(url: string, locale = 'en') {
  const req = new NextRequest(new URL(url, 'http://localhost:3000'), { headers: { cookie: `${LOCALE_COOKIE}=${locale}` } });
  return proxy(req);
}

describe('pages refuse an address they cannot read with a 400 page, never a 500', () => {
  it('finds the pages', () => {
    expect(pages.length).toBeGreaterThan(30);
    expect(pages.map((p) => p.pattern)).toContain('/[company]/jobs');
  });

  it.each(pages.map((p) => p.pattern))('%s: a hostile value in any search parameter', async (pattern) => {
    for (const value of HOSTILE_VALUES) {
      for (const name of PARAMS) {
        const res = await through(`${sample(pattern)}?${name}=${value}`);
        expect(res.status, `${pattern}?${name}=${value.slice(0, 20)}`).toBe(400);
        expect(res.headers.get('content-type')).toMatch(/^text\/html/);
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
        expect(await res.text()).toContain(`The address is not valid: ${name} contains characters that are not allowed`);
      }
    }
  });

  it.each(pages.filter((p) => dynamicParams(p.pattern).length).map((p) => p.pattern))('%s: a hostile path segment', async (pattern) => {
    for (const segment of HOSTILE_SEGMENTS) {
      const res = await through(filled(pattern, segment));
      expect(res.status, `${pattern} ← ${segment.slice(0, 20)}`).toBe(400);
    }
  });

  it('says so in the reader’s language, and lets a clean address through', async () => {
    const de = await through('/acme/jobs?search=%00', 'de');
    expect(de.status).toBe(400);
    const html = await de.text();
    expect(html).toContain('<html lang="de"');
    expect(html).not.toContain('The address is not valid');
    const ar = await through('/acme/jobs?search=%00', 'ar');
    expect(await ar.text()).toContain('dir="rtl"');
    // A name that is markup is shown as text.
    const tagged = await (await through('/jobs?%3Cb%3E=%00')).text();
    expect(tagged).toContain('&lt;b&gt;');
    expect(tagged).not.toContain('<b>');
    for (const url of ['/acme/jobs?search=fork+lift&page=99999999999', '/login?next=%2Ftimesheets', '/acme/jobs/not-a-job']) {
      expect((await through(url)).status, url).not.toBe(400);
    }
  });
});
