import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTRACTS } from '@/lib/contracts/all';
import { ROUTES_DIR, routeFiles } from '@/scripts/lib/routes-source';

describe('lib/contracts/routes (the browser refs)', () => {
  it('is what `npm run gen:routes` writes from the contracts as they are now', async () => {
    const expected = await routeFiles();
    expect(readdirSync(ROUTES_DIR).sort(), 'stale: run `npm run gen:routes`').toEqual([...expected.keys()].sort());
    for (const [name, text] of expected)
      expect(readFileSync(path.join(ROUTES_DIR, name), 'utf8'), `${name} is stale: run npm run gen:routes`).toBe(text);
  }, 30_000);

  it('has one ref per contract under a service mount, with the same address', async () => {
    const refs: { service: string; method: string; path: string }[] = [];
    for (const name of readdirSync(ROUTES_DIR)) {
      const mod: Record<string, Record<string, (typeof refs)[number]>> = await import(path.join(ROUTES_DIR, name));
      for (const group of Object.values(mod)) refs.push(...Object.values(group));
    }
    const address = (c: (typeof refs)[number]) => `${c.service} ${c.method} ${c.path}`;
    expect(refs.map(address).sort()).toEqual(
      CONTRACTS.filter((c) => c.service !== 'api')
        .map(address)
        .sort(),
    );
  });
});
