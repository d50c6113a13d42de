import fc from 'fast-check';
import { cache } from 'swr/_internal';
import { describe, expect, it } from 'vitest';
import { invalidate, readsOf } from '@/lib/browser/invalidate';
import { apiKey } from '@/lib/browser/typed-api';
import { companiesRoutes } from '@/lib/contracts/routes/companies';
import { contactsRoutes } from '@/lib/contracts/routes/contacts';
import { timesheetsRoutes } from '@/lib/contracts/routes/timesheets';

// SWR's global mutate with a filter answers the cached data of every key it matched. Each key is cached as a
// mounted useSWR caches it (its data, and `_k`, the key the filter is asked about), with itself as the data,
// so the answer shows exactly which reads an invalidate call refetches.
async function matched(keys: string[], run: () => Promise<unknown>): Promise<string[]> {
  for (const key of keys) cache.set(key, { data: key, _k: key } as Parameters<typeof cache.set>[1]);
  try {
    const hit = (await run()) as unknown[];
    return hit.filter((v): v is string => typeof v === 'string').sort();
  } finally {
    for (const key of keys) cache.delete(key);
  }
}

const id = fc.uuid();
const page = fc.integer({ min: 1, max: 50 });

describe('invalidate', () => {
  it("refetches every read of the named endpoints, whatever the ids and query, and no other endpoint's", async () => {
    await fc.assert(
      fc.asyncProperty(id, id, page, async (a, b, p) => {
        const keys = [
          apiKey(companiesRoutes.list, { query: { page: p } }),
          apiKey(companiesRoutes.get, { params: { id: a } }),
          apiKey(companiesRoutes.get, { params: { id: b } }),
          apiKey(companiesRoutes.locations, { params: { id: a } }),
          apiKey(contactsRoutes.get, { params: { id: a } }),
          apiKey(timesheetsRoutes.list, { query: { page: p } }),
        ];
        const [companyList, companyA, companyB, locationsA, contactA] = keys;
        expect(await matched(keys, () => invalidate(companiesRoutes.get))).toEqual([companyA, companyB].sort());
        expect(await matched(keys, () => invalidate(...readsOf(companiesRoutes)))).toEqual(
          [companyList, companyA, companyB, locationsA].sort(),
        );
        expect(await matched(keys, () => invalidate(contactsRoutes.list, contactsRoutes.get))).toEqual([contactA]);
      }),
      { numRuns: 25 },
    );
  });

  it('refetches one read alone when named by its key', async () => {
    const a = '0b0e9c55-6a7e-4c37-9a51-2d2d8a0d4f10';
    const b = '6f1a3c2e-1d44-4d6f-8a2b-7c9e0f1a2b3c';
    const keys = [apiKey(companiesRoutes.get, { params: { id: a } }), apiKey(companiesRoutes.get, { params: { id: b } })];
    expect(await matched(keys, () => invalidate(keys[0]!))).toEqual([keys[0]]);
  });

  it('reads of a module are its GET endpoints only', () => {
    const reads = readsOf(companiesRoutes);
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.every((r) => r.method === 'GET')).toBe(true);
    expect(reads).toContain(companiesRoutes.get);
    expect(reads).not.toContain(companiesRoutes.create);
  });
});
