import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { fieldError } from '@/lib/errors';
import { db, type DbOrTx } from '@/lib/db/client';
import { positions } from '@/lib/db/schema';

/**
 * The position a request names, checked against the agency's own list (admin settings → job
 * categories → positions: tenant-wide, not archived). A `position_id` of another tenant, an archived
 * or a made-up one is a 400 on `position_id`; the name stored is the catalogue's, so the request and
 * the list never disagree on spelling. A request without `position_id` keeps the free-text `position`
 * older clients and integrations send (SPEC §7 inputs stay accepted).
 */
export async function resolvePosition(
  tenantId: string,
  input: { position_id?: string | null; position?: string | null },
  tx: DbOrTx = db(),
): Promise<string> {
  if (!input.position_id) {
    if (!input.position) throw fieldError('position', 'validation.unknownPosition');
    return input.position;
  }
  const [row] = await tx
    .select({ name: positions.name })
    .from(positions)
    .where(
      and(eq(positions.tenantId, tenantId), isNull(positions.companyId), isNull(positions.archivedAt), eq(positions.id, input.position_id)),
    )
    .limit(1);
  if (!row) throw fieldError('position_id', 'validation.unknownPosition');
  return row.name;
}

/** The agency's live positions for a select: id and name, by name. */
export async function positionOptions(tenantId: string, tx: DbOrTx = db()): Promise<{ id: string; name: string }[]> {
  return tx
    .select({ id: positions.id, name: positions.name })
    .from(positions)
    .where(and(eq(positions.tenantId, tenantId), isNull(positions.companyId), isNull(positions.archivedAt)))
    .orderBy(positions.name);
}
