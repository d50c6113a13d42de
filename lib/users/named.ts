import 'server-only';
import { and, eq, ne, sql } from 'drizzle-orm';
import { conflict, notFound, type NotFoundThing } from '@/lib/errors';
import { idParam } from '@/lib/schema-kit/ids';
import type { DbOrTx } from '@/lib/db/client';
import { branches, regions, subRoles } from '@/lib/db/schema';

/** The tenant's named, archivable catalogues of this module (one name per tenant, archived rows included). */
type Named = typeof branches | typeof regions | typeof subRoles;
type NamedKind = 'region' | 'branch' | 'sub-role';

/** A checked duplicate answers 409 with the existing row's name (the unique index backs it up). */
export async function assertNameFree(
  tx: DbOrTx,
  table: Named,
  tenantId: string,
  name: string,
  label: NamedKind,
  exceptId?: string,
): Promise<void> {
  const [row] = await tx
    .select({ name: table.name, archivedAt: table.archivedAt })
    .from(table)
    .where(and(eq(table.tenantId, tenantId), sql`lower(${table.name}) = lower(${name})`, exceptId ? ne(table.id, exceptId) : undefined))
    .limit(1);
  // ICU select keys are identifiers: the catalogues name the sub-role kind sub_role.
  if (row)
    throw conflict(row.archivedAt ? 'users.nameTakenArchived' : 'users.nameTaken', { kind: label.replace('-', '_'), name: row.name });
}

/**
 * The row's id when it belongs to the tenant, locked for the change; another tenant's id is a 404.
 * FOR NO KEY UPDATE (these rows are archived, never deleted): a user saved with this sub-role or branch
 * meanwhile takes a KEY SHARE lock on it for its foreign key, which this does not block, so archiving a
 * sub-role (this row, then its holders) and changing a holder (the user, then this row) cannot deadlock.
 */
export async function lockOwned(
  tx: DbOrTx,
  table: Named,
  tenantId: string,
  id: string,
  what: NotFoundThing,
): Promise<{ id: string; archivedAt: Date | null }> {
  const [row] = await tx
    .select({ id: table.id, archivedAt: table.archivedAt })
    .from(table)
    .where(and(eq(table.tenantId, tenantId), eq(table.id, idParam(id, what))))
    .limit(1)
    .for('no key update');
  if (!row) throw notFound(what);
  return row;
}

/** The archived_at value a toggle writes: kept when unchanged, so re-archiving keeps the first date. */
export const archivedValue = (current: Date | null, archived: boolean | undefined): Date | null =>
  archived === undefined ? current : archived ? (current ?? new Date()) : null;
