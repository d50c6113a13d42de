import { describe, expect, it } from 'vitest';
import { apiRoutes } from '@/tests/support/api-routes';
import { unboundedFields } from '@/tests/support/zod-walk';

/**
 * No request may make the server hold the database for seconds: every list, string and free-key
 * object a route accepts (body or query) has a declared maximum. Fails naming the route and the field.
 */
describe('every route input is bounded', () => {
  it('has a .max on every array and string of every body and query schema', async () => {
    const routes = await apiRoutes();
    expect(routes.length).toBeGreaterThan(150);
    const problems = routes.flatMap((r) => (['body', 'query'] as const).flatMap((part) => {
      const schema = r.handler.meta[part];
      return schema ? unboundedFields(schema).map((field) => `${r.method} ${r.pattern} ${part}.${field}`) : [];
    }));
    expect(problems).toEqual([]);
  }, 120_000);
});
