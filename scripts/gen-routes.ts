// `npm run gen:routes`: writes lib/contracts/routes.ts, the browser's refs to every endpoint behind a SPEC §7
// service mount (lib/api/route-ref.ts), from the contracts in lib/contracts.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { routesSource } from './lib/routes-source';

const target = path.resolve(import.meta.dirname, '../lib/contracts/routes.ts');
writeFileSync(target, await routesSource());
console.log(`wrote ${path.relative(process.cwd(), target)}`);
