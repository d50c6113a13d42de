// `npm run gen:routes`: writes lib/contracts/routes/<domain>.ts, the browser's refs to every endpoint behind a
// SPEC §7 service mount (lib/contracts/kit/route-ref.ts), from the contracts in lib/contracts, and removes stale ones.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROUTES_DIR, routeFiles } from './lib/routes-source';

const files = await routeFiles();
mkdirSync(ROUTES_DIR, { recursive: true });
for (const old of readdirSync(ROUTES_DIR)) if (!files.has(old)) rmSync(path.join(ROUTES_DIR, old));
for (const [name, text] of files) writeFileSync(path.join(ROUTES_DIR, name), text);
console.log(`wrote ${files.size} files in ${path.relative(process.cwd(), ROUTES_DIR)}`);
