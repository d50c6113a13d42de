import 'server-only';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';

/**
 * Fixed-window counter in Postgres (DESIGN.md §1: no limits in process memory), one atomic upsert.
 * Returns how many hits the window has seen, this one included.
 */
export async function hit(tx: DbOrTx, key: string, windowSeconds: number): Promise<number> {
  const result = await tx.execute<{ count: number }>(sql`
    insert into rate_limits (key, count, window_start) values (${key}, 1, now())
    on conflict (key) do update set
      count = case when rate_limits.window_start < now() - make_interval(secs => ${windowSeconds}) then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start < now() - make_interval(secs => ${windowSeconds}) then now() else rate_limits.window_start end
    returning count`);
  return Number(result.rows[0]?.count ?? 1);
}
