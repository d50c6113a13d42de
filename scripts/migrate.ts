// `npm run db:migrate`: applies the migrations this code ships to DATABASE_URL, then says what it did.
// Demo data only when asked: `--demo` seeds the demo tenants (acme, globex) once; `npm start` (the embedded
// demo), the test runners and the bench pass it. Without it a real database gets only what the schema
// needs (the roles catalogue), never made-up tenants or users.
// `--copies-of-acme=a,b` (with --demo) also seeds tenants a and b as copies of acme's demo data (the e2e suite's own tenants).
//
// Migrations are expand-only, so this may run while instances of the previous release serve: each adds
// tables, columns (nullable or with a default), indexes, triggers or widened constraints, and never drops,
// renames or narrows what the running code reads or writes. A release that stops using something removes it
// in a later release's migration, once no instance of the old code is left. Instances of the new release
// started before this ran report 503 schema-behind on /api/ready and start their job worker once it is done
// (lib/job-queue/start-when-ready.ts).
import { eq } from 'drizzle-orm';
import { closeDb, db, pool, type Db } from '../lib/db/client';
import { runMigrations } from '../lib/db/migrate';
import { missingMigrations, schemaState } from '../lib/db/migration-head';
import { tenants } from '../lib/db/schema';
import { seedDemo, seedTenant } from '../lib/db/seed';
import { seedRoles } from '../lib/tenants/defaults';
import { DEMO_TENANTS } from '../lib/db/seed/data';

const args = process.argv.slice(2);
const demo = args.includes('--demo');
const copies =
  args
    .find((a) => a.startsWith('--copies-of-acme='))
    ?.split('=')[1]
    ?.split(',')
    .filter(Boolean) ?? [];
// `--no-seed` was the old way to say "no demo data"; it is the default now and still accepted.
const unknown = args.filter((a) => a !== '--demo' && a !== '--no-seed' && !a.startsWith('--copies-of-acme='));
if (unknown.length || (copies.length && !demo)) {
  console.error(
    unknown.length
      ? `unknown option ${unknown.join(' ')}; use --demo to seed the demo tenants`
      : '--copies-of-acme needs --demo (it copies the demo tenant acme)',
  );
  process.exit(2);
}

const started = Date.now();
const before = await schemaState(pool());
await runMigrations(db());
const after = await schemaState(pool());
if (!after.atHead) {
  // drizzle applies only migrations dated (journal `when`) after the newest applied one: an older-dated one is skipped.
  const missing = await missingMigrations(pool());
  console.error(
    `✗ ${missing.length} migration(s) of this release are not applied although the migrator ran: ${missing.join(', ')}.\n` +
      "  Each is dated (its journal 'when') before a migration this database already has, so drizzle skipped it.\n" +
      '  Instances report 503 schema-behind on /api/ready until it is applied.',
  );
  await closeDb();
  process.exit(1);
}
const done: string[] = [
  after.applied > before.applied
    ? `applied ${after.applied - before.applied} migration(s), ${after.applied} of ${after.shipped} now`
    : `schema already at head (${after.applied} of ${after.shipped} migrations)`,
];

if (demo) {
  const seed = await seedDemo(db());
  done.push(seed.seeded ? 'demo data seeded (tenants acme, globex)' : 'demo data already present');
  for (const slug of copies) {
    const [found] = await db().select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, slug));
    // Seed 1 is acme's: the same people, sites and weeks, under another slug.
    if (!found)
      await db().transaction((tx) => seedTenant(tx as unknown as Db, { ...DEMO_TENANTS[0], slug, name: `Acme (${slug})` }, 1, new Date()));
  }
  if (copies.length) done.push(`demo copies of acme: ${copies.join(', ')}`);
} else {
  await seedRoles(db());
  done.push('no demo data (pass --demo to seed the demo tenants)');
}
console.log(`database ready in ${Date.now() - started} ms: ${done.join('; ')}`);
await closeDb();
