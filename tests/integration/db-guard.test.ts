import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { db } from '@/lib/db/client';

describe('db() inside a transaction', () => {
  it('throws at once instead of waiting for a second connection (the embedded database has one)', async () => {
    await expect(
      db().transaction(async () => {
        await db().execute(sql`select 1`);
      }),
    ).rejects.toThrow(/inside a transaction/);
  });

  it('still works before and after one, and the transaction handle works inside', async () => {
    const inside = await db().transaction(async (tx) => (await tx.execute<{ n: number }>(sql`select 2 as n`)).rows[0]!.n);
    expect(Number(inside)).toBe(2);
    expect(Number((await db().execute<{ n: number }>(sql`select 3 as n`)).rows[0]!.n)).toBe(3);
  });
});
