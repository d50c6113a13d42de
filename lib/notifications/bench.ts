import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { tenants, users } from '@/lib/db/schema';
import { dispatchAll } from './dispatch';
import { notify } from './notify';
import { theRow } from '@/lib/db/rows';

/**
 * The dispatcher's throughput for `npm run bench`: `count` application notifications to one admin of
 * acme are recorded (in batches of 100 per transaction, as events would), then sent by dispatch runs
 * until none is left: rendering, the dev mailbox insert and the row's "sent" each time.
 */
export async function benchDispatch(db: DbOrTx, count: number): Promise<{ sent: number; seconds: number; perSecond: number }> {
  const admin = theRow(
    await db
      .select({ id: users.id, tenantId: users.tenantId })
      .from(users)
      .innerJoin(tenants, eq(tenants.id, users.tenantId))
      .where(eq(users.email, 'admin@acme.test'))
      .limit(1),
    'admin@acme.test (npm run bench needs the demo seed)',
  );
  const stamp = Date.now();
  for (let i = 0; i < count; i += 100) {
    await db.transaction(async (tx) => {
      for (let j = i; j < Math.min(count, i + 100); j++) {
        await notify(tx, {
          event: 'application_received',
          tenantId: admin.tenantId,
          userIds: [admin.id],
          key: `bench:${stamp}:${j}`,
          payload: { candidate: `Bench Candidate ${j}`, job: 'Night picker' },
          link: '/applications',
        });
      }
    });
  }
  const started = process.hrtime.bigint();
  const { sent } = await dispatchAll(db);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return { sent, seconds, perSecond: sent / seconds };
}
