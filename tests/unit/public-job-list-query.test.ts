import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jobListQuery } from '@/lib/public-jobs/schema';

// GET /acme/jobs?search=%00 answered 500 (issue 24): the page's filters reach PostgreSQL, which refuses NUL in text.
describe('the public job board query', () => {
  it('drops a filter holding NUL or a lone surrogate, keeps a plain one', () => {
    expect(jobListQuery.parse({ search: 'fork\u0000lift', location: '\ud800', category: 'Warehouse' })).toEqual({
      search: undefined,
      location: undefined,
      category: 'Warehouse',
      page: 1,
    });
  });

  it('never throws, and what it keeps PostgreSQL can store', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.string({ unit: 'binary' }), (search, page) => {
        const q = jobListQuery.parse({ search, page });
        if (q.search !== undefined) expect(!q.search.includes('\u0000') && q.search.isWellFormed()).toBe(true);
        expect(q.page).toBeGreaterThanOrEqual(1);
      }),
    );
  });
});
