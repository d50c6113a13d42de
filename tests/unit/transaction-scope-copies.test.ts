import { describe, expect, it, vi } from 'vitest';

/**
 * Next bundles lib/db/transaction-scope.ts into several layers, each its own module copy, while the
 * database client (and so the withRetries that wraps every transaction) is one per process. afterCommit
 * from any copy must see the transaction opened through any other copy.
 */
describe('transaction scope across module copies', () => {
  it('defers an effect registered through another copy until the transaction commits', async () => {
    const a = await import('@/lib/db/transaction-scope');
    vi.resetModules();
    const b = await import('@/lib/db/transaction-scope');
    expect(b).not.toBe(a);
    const order: string[] = [];
    await a.withRetries(async (body) =>
      body(async () => {
        expect(b.insideTransaction()).toBe(true);
        await b.afterCommit(() => {
          order.push('effect');
        });
        order.push('body done');
      }),
    );
    expect(order).toEqual(['body done', 'effect']);
    expect(b.insideTransaction()).toBe(false);
  });
});
