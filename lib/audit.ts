// No 'server-only' marker: the demo seed (scripts/migrate.ts, plain Node) bills its story's invoices through lib/invoices, which audits here.
import type { DbOrTx } from '@/lib/db/client';
import { auditLog } from '@/lib/db/schema';

export type AuditEntry = {
  tenantId: string;
  userId?: string | null;
  action: string;
  target?: string;
  meta?: Record<string, unknown>;
  ip?: string;
};

export async function audit(tx: DbOrTx, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({ ...entry, userId: entry.userId ?? null });
}
