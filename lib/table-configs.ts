import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { notFound } from '@/lib/errors';
import type { Session } from '@/lib/auth/guard';
import type { DbOrTx } from '@/lib/db/client';
import { tableConfigs } from '@/lib/db/schema';
import type { tableConfigBody } from '@/lib/settings/schema';

type TableConfig = z.infer<typeof tableConfigBody>;

export function tableKey(value: string | undefined): string {
  if (!value || !/^[a-z0-9-]{1,40}$/.test(value)) throw notFound('table');
  return value;
}

/** A user's saved columns and filters for one table, or null when never saved. */
export async function getTableConfig(db: DbOrTx, session: Session, table: string): Promise<TableConfig | null> {
  const [row] = await db
    .select()
    .from(tableConfigs)
    .where(and(eq(tableConfigs.userId, session.userId), eq(tableConfigs.tenantId, session.tenantId), eq(tableConfigs.tableKey, table)))
    .limit(1);
  return (row?.config as TableConfig | undefined) ?? null;
}

export async function saveTableConfig(db: DbOrTx, session: Session, table: string, config: TableConfig): Promise<TableConfig> {
  await db
    .insert(tableConfigs)
    .values({ userId: session.userId, tenantId: session.tenantId, tableKey: table, config })
    .onConflictDoUpdate({ target: [tableConfigs.userId, tableConfigs.tableKey], set: { config, updatedAt: new Date() } });
  return config;
}
