// Applies migrations and seeds the demo data once. Run by `npm start`, `npm run db:migrate` and the test runner.
// `--copies-of-acme=a,b` also seeds tenants a and b as copies of acme's demo data (the e2e suite's own tenants).
import { eq } from 'drizzle-orm';
import { closeDb, db, type Db } from '../lib/db/client';
import { runMigrations } from '../lib/db/migrate';
import { tenants } from '../lib/db/schema';
import { seedDemo, seedRoles, seedTenant } from '../lib/db/seed';
import { DEMO_TENANTS } from '../lib/db/seed/data';

const started = Date.now();
await runMigrations(db());
const seed = process.argv.includes('--no-seed') ? null : await seedDemo(db());
if (!seed) await seedRoles(db());
const copies =
  process.argv
    .find((a) => a.startsWith('--copies-of-acme='))
    ?.split('=')[1]
    ?.split(',') ?? [];
for (const slug of copies.filter(Boolean)) {
  const [found] = await db().select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, slug));
  // Seed 1 is acme's: the same people, sites and weeks, under another slug.
  if (!found)
    await db().transaction((tx) => seedTenant(tx as unknown as Db, { ...DEMO_TENANTS[0], slug, name: `Acme (${slug})` }, 1, new Date()));
}
console.log(
  `database ready in ${Date.now() - started} ms${seed ? (seed.seeded ? ' (demo data seeded)' : ' (demo data already present)') : ''}`,
);
await closeDb();
