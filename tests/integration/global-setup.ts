import { closeDb, db } from '@/lib/db/client';
import { runMigrations } from '@/lib/db/migrate';
import { seedDemo } from '@/lib/db/seed';

/**
 * Migrates and seeds the test database once for the whole run (scripts/with-db.mjs made it fresh). With
 * per-worker copies (TEST_DATABASE_URLS) the script already migrated and seeded the template they copy.
 */
export default async function setup() {
  if (process.env.TEST_DATABASE_URLS) return;
  if (!process.env.DATABASE_URL) throw new Error('Integration tests need DATABASE_URL: run them with `npm run test:integration`');
  process.env.SESSION_SECRET ??= 'integration-tests-secret-0123456789abcdef';
  await runMigrations(db());
  await seedDemo(db());
  await closeDb();
}
