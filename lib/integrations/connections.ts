import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { integrationConnections } from '@/lib/db/schema';
import type { IntegrationProvider } from './types';
import { theRow } from '@/lib/db/rows';

export type Connection = typeof integrationConnections.$inferSelect;

const byKey = (tenantId: string, provider: IntegrationProvider) =>
  and(eq(integrationConnections.tenantId, tenantId), eq(integrationConnections.provider, provider));

export async function getConnection(db: DbOrTx, tenantId: string, provider: IntegrationProvider, lock = false): Promise<Connection | null> {
  const q = db.select().from(integrationConnections).where(byKey(tenantId, provider)).limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

type Values = Partial<Pick<Connection, 'config' | 'secret' | 'lastSyncAt' | 'lastSyncResult'>>;

/** Insert or update the one row of (tenant, provider); only the given columns change on update. */
export async function putConnection(db: DbOrTx, tenantId: string, provider: IntegrationProvider, values: Values): Promise<Connection> {
  return theRow(
    await db
      .insert(integrationConnections)
      .values({ tenantId, provider, config: {}, ...values, updatedAt: new Date() })
      .onConflictDoUpdate({
        target: [integrationConnections.tenantId, integrationConnections.provider],
        set: { ...values, updatedAt: new Date() },
      })
      .returning(),
    'connection',
  );
}

export async function deleteConnection(db: DbOrTx, tenantId: string, provider: IntegrationProvider): Promise<boolean> {
  const rows = await db
    .delete(integrationConnections)
    .where(byKey(tenantId, provider))
    .returning({ provider: integrationConnections.provider });
  return rows.length > 0;
}
