import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { statusOptions } from '@/lib/db/schema';
import type { StatusKind } from './types';

/**
 * The tenant's default status of one kind, the one new records of that kind start in (null when none
 * is set or it is archived). New candidates (screen, import) and job-board applications read it here.
 */
export async function defaultStatusId(tx: DbOrTx, tenantId: string, kind: StatusKind): Promise<string | null> {
  const [row] = await tx
    .select({ id: statusOptions.id })
    .from(statusOptions)
    .where(
      and(
        eq(statusOptions.tenantId, tenantId),
        eq(statusOptions.kind, kind),
        eq(statusOptions.isDefault, true),
        isNull(statusOptions.archivedAt),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}
