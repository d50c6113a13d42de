import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTRACTS } from '@/lib/contracts/all';
import * as routes from '@/lib/contracts/routes';
import { routesSource } from '@/scripts/lib/routes-source';

const file = path.resolve(import.meta.dirname, '../../lib/contracts/routes.ts');

describe('lib/contracts/routes.ts (the browser refs)', () => {
  it('is what `npm run gen:routes` writes from the contracts as they are now', async () => {
    expect(readFileSync(file, 'utf8'), 'stale: run `npm run gen:routes`').toBe(await routesSource());
  }, 30_000);

  it('has one ref per contract under a service mount, with the same address', () => {
    const refs = Object.values(routes).flatMap((group) => Object.values(group));
    const address = (c: { service: string; method: string; path: string }) => `${c.service} ${c.method} ${c.path}`;
    const expected = CONTRACTS.filter((c) => c.service !== 'api').map(address);
    expect(refs.map(address).sort()).toEqual([...expected].sort());
  });
});
