import path from 'node:path';

/**
 * Points this worker at its own copy of the seeded database (scripts/with-db.mjs --workers), and its own
 * upload directory, before any test file module reads either. VITEST_POOL_ID is the worker's slot, 1..maxWorkers:
 * two files running at once never share it.
 */
const copies = process.env.TEST_DATABASE_URLS ? (JSON.parse(process.env.TEST_DATABASE_URLS) as string[]) : null;
if (copies) {
  const slot = Number(process.env.VITEST_POOL_ID);
  const url = copies[slot - 1];
  if (!url) throw new Error(`worker slot ${process.env.VITEST_POOL_ID} has no database copy (${copies.length} made)`);
  process.env.DATABASE_URL = url;
  process.env.DATA_DIR = path.join(process.env.DATA_DIR ?? 'data/test', `worker-${slot}`);
}
