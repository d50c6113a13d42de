import path from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Db } from './client';

/** Applies the committed migrations; drizzle records applied ones, so this is idempotent. */
export async function runMigrations(database: Db): Promise<void> {
  await migrate(database, { migrationsFolder: path.join(process.cwd(), 'lib/db/migrations') });
}
