import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hostileAddressPart } from '@/lib/url-state/hostile-address';
import { freeText } from '@/lib/url-state/params';

// Issue 24 item 6: GET /acme/jobs?search=%00 answered 500; the API answers the same input with 400.
describe('an address no page can read', () => {
  it.each([
    ['/acme/jobs', '?search=%00', 'search'],
    ['/acme/jobs', '?category=%ED%A0%80', 'category'],
    ['/acme/jobs', '?location=%E0%A4%A', 'location'],
    ['/timesheets', '?q=50%', 'q'],
    ['/timesheets', `?q=${'a'.repeat(2001)}`, 'q'],
    ['/timesheets', '?%00=1', 'query'],
    ['/candidates/%00', '', 'path'],
    ['/candidates/%ED%A0%80', '', 'path'],
    ['/candidates/%E0%A4%A', '', 'path'],
    ['/candidates/a%0Ab', '', 'path'],
    [`/approve/${'x'.repeat(201)}`, '', 'path'],
  ])('%s%s is refused, naming %s', (path, search, name) => {
    expect(hostileAddressPart(path, search)).toBe(name);
  });

  it.each([
    ['/acme/jobs', '?search=fork+lift&location=K%C3%B6ln&page=2'],
    ['/timesheets', '?q=%E4%BD%A0%E5%A5%BD&sort=name%3Adesc&per_page=25'],
    ['/login', '?next=%2Ftimesheets%3Fq%3Da%2526b'],
    ['/whos-working', '?history=true&from=2024-02-30&to=9999-99-99'],
    ['/candidates/5d7e8f90-1a2b-4c3d-8e4f-5a6b7c8d9e0f', ''],
    ['/', ''],
  ])('%s%s passes (out-of-range values are the parsers’ to read as defaults)', (path, search) => {
    expect(hostileAddressPart(path, search)).toBeNull();
  });

  it('never throws, and passes any clean text the app itself puts in an address', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), fc.string({ unit: 'binary', maxLength: 300 }), (path, search) => {
        expect(() => hostileAddressPart(path, search)).not.toThrow();
      }),
    );
    const clean = fc.string({ unit: 'grapheme', maxLength: 40 }).filter((s) => !s.includes('\u0000') && !/[\u0000-\u001f\u007f]/.test(s));
    fc.assert(
      fc.property(clean, clean, (segment, value) => {
        const search = new URLSearchParams({ q: value, search: segment }).toString();
        expect(hostileAddressPart(`/x/${encodeURIComponent(segment)}`, `?${search}`)).toBeNull();
      }),
      { numRuns: 300 },
    );
  });

  it('refuses NUL wherever it is in a value, encoded as the browser sends it', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 50 }), fc.string({ maxLength: 50 }), (a, b) => {
        expect(hostileAddressPart('/jobs', `?${new URLSearchParams({ q: `${a}\u0000${b}` })}`)).toBe('q');
      }),
    );
  });
});

describe('free text in a list’s URL state', () => {
  it('reads NUL or a lone surrogate as no text, and never cuts a pair in half', () => {
    expect(freeText('fork\u0000lift', 100)).toBeNull();
    expect(freeText('\ud800', 100)).toBeNull();
    expect(freeText('ab😀', 3)).toBe('ab');
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.integer({ min: 1, max: 120 }), (v, max) => {
        const read = freeText(v, max);
        if (read !== null) expect(!read.includes('\u0000') && read.isWellFormed() && read.length <= max).toBe(true);
      }),
    );
  });
});
