// Applies migrations and seeds the demo data once. Run by `npm start`, `npm run db:migrate` and the test runner.
import { closeDb, db } from '../lib/db/client';
import { runMigrations } from '../lib/db/migrate';
import { seedDemo, seedRoles } from '../lib/db/seed';

const started = Date.now();
await runMigrations(db());
const seed = process.argv.includes('--no-seed') ? null : await seedDemo(db());
if (!seed) await seedRoles(db());
console.log(
  `database ready in ${Date.now() - started} ms${seed ? (seed.seeded ? ' (demo data seeded)' : ' (demo data already present)') : ''}`,
);
await closeDb();
