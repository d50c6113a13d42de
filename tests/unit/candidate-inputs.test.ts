import { describe, expect, it } from 'vitest';
import { loadCandidateQuery, apiQuery } from '@/components/candidates/list/query';
import { candidateBody, customFields, profileBody } from '@/lib/candidates/schema';

const params = (qs: string) => new URLSearchParams(qs);

describe('candidateBody', () => {
  const ok = { first_name: ' Ada ', last_name: 'Lovelace', email: ' Ada@Example.TEST ', phone: '', city: '' };
  it('trims, lower-cases the email and turns empty optionals into null', () => {
    expect(candidateBody.parse(ok)).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.test',
      phone: null,
      city: null,
    });
  });
  it.each(['+16145550100', '(614) 555-0100', '614.555.0100', '+44 20 7946 0958'])('accepts the phone %s', (phone) => {
    expect(candidateBody.safeParse({ ...ok, phone }).success).toBe(true);
  });
  it.each(['call me', '12345', '+1 (614) 555-0100 ext 9', '1234567890123456'])('refuses the phone %s', (phone) => {
    expect(candidateBody.safeParse({ ...ok, phone }).success).toBe(false);
  });
});

describe('customFields and profileBody', () => {
  it('takes flat scalar values under snake-case names', () => {
    expect(customFields.safeParse({ shirt_size: 'L', years: 3, forklift: true, note: null }).success).toBe(true);
    expect(customFields.safeParse({ Shirt: 'L' }).success).toBe(false);
    expect(customFields.safeParse({ list: ['a'] }).success).toBe(false);
    expect(customFields.safeParse(Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`k${i}`, i]))).success).toBe(false);
  });
  it('needs a status or custom fields', () => {
    expect(profileBody.safeParse({}).success).toBe(false);
    expect(profileBody.safeParse({ status_id: null }).success).toBe(true);
  });
});

describe('candidate list URL state', () => {
  it('falls back to defaults for values that are not allowed', () => {
    expect(loadCandidateQuery(params('status=x&placed=maybe&sort=salary&page=-1&per_page=7'))).toEqual({
      q: '',
      status: '',
      city: '',
      placed: 'any',
      sort: 'last_name',
      page: 1,
      perPage: 25,
    });
  });
  it('maps the URL to the list API query', () => {
    const q = loadCandidateQuery(params('q=ann&placed=true&sort=newest&page=2&per_page=50&city=Dayton'));
    expect(apiQuery(q)).toEqual({
      search: 'ann',
      status_id: undefined,
      city: 'Dayton',
      has_placement: 'true',
      sort: 'newest',
      page: 2,
      per_page: 50,
    });
  });
});
