import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BACK_KEY, backTo, detailFromList, searchOf, withFrom } from '@/lib/url-state/back-link';

// A detail page's back link (issue 22): the list it was opened from, query string kept, and nothing else.
// Resolved against an origin the way a browser resolves an href: it must stay on ours, on the list's path.
const ORIGIN = 'https://acme.portal.example';
const LISTS = ['/timesheets', '/candidates', '/companies'];

function expectUnderList(out: string, list: string) {
  expect(out === list || out.startsWith(`${list}?`), out).toBe(true);
  const url = new URL(out, ORIGIN);
  expect(url.origin).toBe(ORIGIN);
  expect(url.pathname).toBe(list);
  expect(url.hash).toBe('');
}

describe('backTo: where a detail page goes back to', () => {
  it.each([
    ['/timesheets?status=submitted&sort=worker&page=3', '/timesheets?status=submitted&sort=worker&page=3'],
    ['/timesheets', '/timesheets'],
    ['  /timesheets?q=ann  ', '/timesheets?q=ann'],
    ['/timesheets?q=%C3%A9l%C3%A9onore#row', '/timesheets?q=%C3%A9l%C3%A9onore'],
    ['/timesheets/../timesheets?status=approved', '/timesheets?status=approved'],
  ])('keeps the list %j as %j', (raw, expected) => expect(backTo(raw, '/timesheets')).toBe(expected));

  it.each([
    'https://evil.example/timesheets?status=approved',
    '//evil.example/timesheets',
    '/\\evil.example/timesheets',
    '/\t/evil.example',
    'javascript:alert(1)//timesheets',
    '/timesheets/view/1?status=approved',
    '/timesheetsx?status=approved',
    '/candidates?status=approved',
    '/TIMESHEETS?status=approved',
    '',
    `/timesheets?q=${'a'.repeat(600)}`,
    42,
    null,
    undefined,
    ['/timesheets?status=approved'],
  ])('gives the plain list for %j', (raw) => expect(backTo(raw, '/timesheets')).toBe('/timesheets'));

  it('property: any input is a path of the list (its query string at most) or the plain list', () => {
    const candidate = fc.oneof(
      fc.string(),
      fc.string({ unit: 'binary' }),
      fc.webUrl({ withQueryParameters: true, withFragments: true }),
      fc.webPath().map((p) => `/${p}`),
      fc
        .tuple(fc.constantFrom(...LISTS, '', '/', '//', '/\\', '/..', '/%2e%2e', 'https://x.example'), fc.string(), fc.webQueryParameters())
        .map(([head, mid, query]) => `${head}${mid}?${query}`),
      fc.oneof(fc.integer(), fc.constant(null), fc.array(fc.constantFrom(...LISTS))),
    );
    fc.assert(
      fc.property(candidate, fc.constantFrom(...LISTS), (raw, list) => {
        const out = backTo(raw, list);
        expectUnderList(out, list);
        // Reading its own answer again changes nothing: a back link carried on through Previous / Next stays put.
        expect(backTo(out, list)).toBe(out);
      }),
      { numRuns: 500 },
    );
    // A few thousand URL parses: seconds on a loaded two-core machine, not the default 5.
  }, 30_000);

  it('property: a list URL the screen builds comes back whole, whatever its filter values', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('status', 'q', 'sort', 'location', 'from', 'to', 'page'), fc.string()), (params) => {
        const search = new URLSearchParams(params).toString();
        const href = detailFromList('/timesheets/view/1', '/timesheets', search);
        const back = new URL(href, ORIGIN).searchParams.get(BACK_KEY) ?? '/timesheets';
        expectUnderList(backTo(back, '/timesheets'), '/timesheets');
        expect(new URLSearchParams(searchOf(backTo(back, '/timesheets'))).toString()).toBe(search);
      }),
    );
  });
});

describe('withFrom / detailFromList: the detail link carries the list', () => {
  it('carries a filtered list, and leaves the plain list out', () => {
    expect(withFrom('/timesheets/view/1', '/timesheets?status=approved')).toBe('/timesheets/view/1?back=%2Ftimesheets%3Fstatus%3Dapproved');
    expect(withFrom('/timesheets/view/1', '/timesheets')).toBe('/timesheets/view/1');
    expect(detailFromList('/timesheets/view/1', '/timesheets', '?sort=worker')).toBe(
      '/timesheets/view/1?back=%2Ftimesheets%3Fsort%3Dworker',
    );
    expect(detailFromList('/timesheets/view/1', '/timesheets', '')).toBe('/timesheets/view/1');
  });
});
