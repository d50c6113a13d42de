import { describe, expect, it } from 'vitest';
import { safeNext, sameOriginPath } from '@/lib/auth/schema';

describe('sameOriginPath: where a sign-in may send the user back to (no open redirect)', () => {
  it.each([
    ['/timesheets', '/timesheets'],
    ['/timesheets/view/1?tab=logs#top', '/timesheets/view/1?tab=logs#top'],
    ['/admin-settings/users', '/admin-settings/users'],
    // Non-ASCII is %-encoded, so it is always a valid Location header (it used to answer 500).
    ['/\u3002evil.example', '/%E3%80%82evil.example'],
    ['/a/../b', '/b'],
  ])('keeps %j as %j', (raw, expected) => expect(sameOriginPath(raw)).toBe(expected));

  it.each([
    '/\t/evil.example', // browsers drop the tab: //evil.example
    '/\n/evil.example',
    '/\r/evil.example',
    '/\u0000x',
    '//evil.example',
    '/\\evil.example',
    '/\\/evil.example',
    'https://evil.example/',
    'evil.example',
    'javascript:alert(1)',
    '',
    '/..//evil.example', // dot segments collapsing into a protocol-relative path
    '/\ud800',
    `/${'a'.repeat(600)}`,
  ])('drops %j', (raw) => expect(sameOriginPath(raw)).toBeUndefined());

  it('as the zod field: a bad or non-string value is dropped, never an error', () => {
    expect(safeNext.parse('/\t/evil.example')).toBeUndefined();
    expect(safeNext.parse(42)).toBeUndefined();
    expect(safeNext.parse(' /jobs ')).toBe('/jobs');
    expect(safeNext.parse(undefined)).toBeUndefined();
  });
});
