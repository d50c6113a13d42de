import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { pool, type Db } from '@/lib/db/client';
import * as schema from '@/lib/db/schema';
import { JobQueue, JobWorker } from '@/lib/job-queue';

/**
 * A second app instance in the same test process: its own pg.Pool, Drizzle database, job queue and
 * worker, as another server would have. The embedded database must see one connection per process (its
 * socket server interleaves concurrent connections' messages), so there the "instance" shares the app's
 * pool and its work is serialised behind the first's; on PostgreSQL the two really run side by side.
 */
export type Instance = { db: Db; queue: JobQueue; worker: JobWorker; separate: boolean; close: () => Promise<void> };

export const separateSessions = () => (pool().options.max ?? 10) > 1;

export async function otherInstance(opts: { only?: readonly string[] } = {}): Promise<Instance> {
  const separate = separateSessions();
  const own = separate ? new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 4, options: '-c jit=off' }) : pool();
  const db = drizzle(own, { schema });
  const queue = new JobQueue(db, own);
  const worker = new JobWorker(queue, 60_000, opts);
  return {
    db,
    queue,
    worker,
    separate,
    close: async () => {
      if (separate) await own.end();
    },
  };
}
