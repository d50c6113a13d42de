import 'server-only';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { fieldError, notFound } from '@/lib/errors';
import { idParam } from '@/lib/schema-kit/ids';
import type { DbOrTx } from '@/lib/db/client';
import { statusOptions } from '@/lib/db/schema';
import type { StatusKind } from './types';
import type { StatusOption } from './schema';

export type StatusRow = typeof statusOptions.$inferSelect;

export const toOption = (r: StatusRow): StatusOption => ({
  _id: r.id,
  kind: r.kind,
  name: r.name,
  color: r.color,
  position: r.position,
  is_default: r.isDefault,
  placeable: r.placeable,
  archived_at: r.archivedAt ? r.archivedAt.toISOString() : null,
});

const ofKind = (tenantId: string, kind: StatusKind) => and(eq(statusOptions.tenantId, tenantId), eq(statusOptions.kind, kind));

/** The options of a kind in their configured order; archived ones only when asked for. */
export async function listStatusOptions(db: DbOrTx, tenantId: string, kind: StatusKind, includeArchived = false): Promise<StatusOption[]> {
  const rows = await db
    .select()
    .from(statusOptions)
    .where(and(ofKind(tenantId, kind), includeArchived ? undefined : isNull(statusOptions.archivedAt)))
    .orderBy(asc(statusOptions.position), asc(statusOptions.name));
  return rows.map(toOption);
}

/** One option by id within tenant and kind; anything else (another tenant's id, a bad id) is a 404. */
export async function findOption(tx: DbOrTx, tenantId: string, kind: StatusKind, id: string): Promise<StatusRow> {
  const [row] = await tx
    .select()
    .from(statusOptions)
    .where(and(ofKind(tenantId, kind), eq(statusOptions.id, idParam(id, 'status'))))
    .limit(1);
  if (!row) throw notFound('status');
  return row;
}

/**
 * For other modules' inputs: the id must name an active option of the kind in the tenant, else a 400
 * keyed by `field` (it is a bad value in a body, not a missing resource).
 */
export async function requireActiveOption(tx: DbOrTx, tenantId: string, kind: StatusKind, id: string, field: string): Promise<StatusRow> {
  const [row] = await tx
    .select()
    .from(statusOptions)
    .where(and(ofKind(tenantId, kind), eq(statusOptions.id, id), isNull(statusOptions.archivedAt)))
    .limit(1);
  if (!row) {
    throw fieldError(field, 'statuses.notActive');
  }
  return row;
}

export async function defaultOption(tx: DbOrTx, tenantId: string, kind: StatusKind): Promise<StatusRow | null> {
  const [row] = await tx
    .select()
    .from(statusOptions)
    .where(and(ofKind(tenantId, kind), eq(statusOptions.isDefault, true), isNull(statusOptions.archivedAt)))
    .limit(1);
  return row ?? null;
}

/** An active option of the kind by name, case-insensitively (application sources are stored by name). */
export async function optionByName(tx: DbOrTx, tenantId: string, kind: StatusKind, name: string): Promise<StatusRow | null> {
  const [row] = await tx
    .select()
    .from(statusOptions)
    .where(and(ofKind(tenantId, kind), sql`lower(${statusOptions.name}) = lower(${name})`, isNull(statusOptions.archivedAt)))
    .limit(1);
  return row ?? null;
}

export async function hasOptions(tx: DbOrTx, tenantId: string, kind?: StatusKind): Promise<boolean> {
  const [row] = await tx
    .select({ id: statusOptions.id })
    .from(statusOptions)
    .where(kind ? ofKind(tenantId, kind) : eq(statusOptions.tenantId, tenantId))
    .limit(1);
  return Boolean(row);
}
