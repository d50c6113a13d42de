import 'server-only';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { conflict, fieldError, say } from '@/lib/errors';
import { audit } from '@/lib/audit';
import type { Session } from '@/lib/auth/guard';
import type { DbOrTx } from '@/lib/db/client';
import { locations, statusOptions } from '@/lib/db/schema';
import { byPosition } from '@/lib/db/locks';
import { writeOrder } from '@/lib/db/order';
import { transactionOr409 } from '@/lib/db/unique';
import { findOption, listStatusOptions, toOption } from './queries';
import type { CreateStatusInput, UpdateStatusInput } from './schema';
import type { StatusKind } from './types';
import type { StatusOption } from './schema';
import { theRow } from '@/lib/db/rows';

/**
 * Every write locks the kind's rows first, so two admins reordering or moving the default at once are
 * serialised; the partial unique index (one default per kind) is the last line of defence. Locked in id
 * order (positions change under a reorder, so two writers could meet them in different orders), then
 * handed back in list order.
 */
async function lockKind(tx: DbOrTx, tenantId: string, kind: StatusKind) {
  return byPosition(
    await tx
      .select()
      .from(statusOptions)
      .where(and(eq(statusOptions.tenantId, tenantId), eq(statusOptions.kind, kind)))
      .orderBy(asc(statusOptions.id))
      .for('update'),
  );
}

/** Only a candidate status can block placing: on another kind the flag would be a setting with no effect. */
function assertPlaceableKind(kind: StatusKind, placeable: boolean | undefined) {
  if (placeable !== undefined && kind !== 'candidate') throw fieldError('placeable', 'statuses.placeableCandidateOnly');
}

function assertNameFree(rows: { id: string; name: string }[], name: string, exceptId?: string) {
  const taken = rows.find((r) => r.id !== exceptId && r.name.toLowerCase() === name.toLowerCase());
  if (taken) throw conflict('statuses.nameTaken', { name: taken.name });
}

/** Runs a write in a transaction; a unique-index race is answered like the checked duplicate. */
const write = <T>(fn: (tx: DbOrTx) => Promise<T>): Promise<T> => transactionOr409(fn, say('statuses.changedMeanwhile'));

const log = (tx: DbOrTx, s: Session, action: string, target: string, meta: Record<string, unknown>) =>
  audit(tx, { tenantId: s.tenantId, userId: s.userId, action: `status_option.${action}`, target, meta });

export function createStatus(s: Session, kind: StatusKind, input: CreateStatusInput): Promise<StatusOption> {
  return write(async (tx) => {
    assertPlaceableKind(kind, input.placeable);
    const rows = await lockKind(tx, s.tenantId, kind);
    assertNameFree(rows, input.name);
    // The first option of a kind becomes its default, so a kind in use always has exactly one.
    const isDefault = !rows.some((r) => r.isDefault);
    const position = rows.reduce((max, r) => Math.max(max, r.position + 1), 0);
    const row = theRow(
      await tx
        .insert(statusOptions)
        .values({
          tenantId: s.tenantId,
          kind,
          name: input.name,
          color: input.color ?? null,
          position,
          isDefault,
          placeable: input.placeable ?? true,
        })
        .returning(),
    );
    await log(tx, s, 'create', row.id, { kind, name: row.name, placeable: row.placeable });
    return toOption(row);
  });
}

export function updateStatus(s: Session, kind: StatusKind, id: string, input: UpdateStatusInput): Promise<StatusOption> {
  return write(async (tx) => {
    assertPlaceableKind(kind, input.placeable);
    const rows = await lockKind(tx, s.tenantId, kind);
    const current = await findOption(tx, s.tenantId, kind, id);
    if (input.name !== undefined) assertNameFree(rows, input.name, id);
    const row = theRow(
      await tx
        .update(statusOptions)
        .set({
          name: input.name ?? current.name,
          color: input.color === undefined ? current.color : input.color,
          placeable: input.placeable ?? current.placeable,
        })
        .where(eq(statusOptions.id, current.id))
        .returning(),
    );
    // Locations keep their status by name (locations.status is text), so a rename carries over to them,
    // locked in id order first as a bulk location change takes them (lib/db/locks.ts).
    if (kind === 'location' && row.name !== current.name) {
      await tx
        .select({ id: locations.id })
        .from(locations)
        .where(and(eq(locations.tenantId, s.tenantId), sql`lower(${locations.status}) = lower(${current.name})`))
        .orderBy(asc(locations.id))
        .for('no key update');
      await tx
        .update(locations)
        .set({ status: row.name })
        .where(and(eq(locations.tenantId, s.tenantId), sql`lower(${locations.status}) = lower(${current.name})`));
    }
    await log(tx, s, 'update', id, {
      kind,
      from: { name: current.name, color: current.color, placeable: current.placeable },
      to: { name: row.name, color: row.color, placeable: row.placeable },
    });
    return toOption(row);
  });
}

/** `ids` is the new order of every active option of the kind; archived ones keep their order after them. */
export function reorderStatuses(s: Session, kind: StatusKind, ids: string[]): Promise<StatusOption[]> {
  return write(async (tx) => {
    const rows = await lockKind(tx, s.tenantId, kind);
    const active = rows.filter((r) => !r.archivedAt);
    const unique = new Set(ids);
    if (unique.size !== ids.length || unique.size !== active.length || active.some((r) => !unique.has(r.id))) {
      throw fieldError('ids', 'generic.listEachOnce', { count: active.length });
    }
    const order = [...ids, ...rows.filter((r) => r.archivedAt).map((r) => r.id)];
    await writeOrder(tx, statusOptions, s.tenantId, order);
    await log(tx, s, 'reorder', kind, { ids });
    return listStatusOptions(tx, s.tenantId, kind, true);
  });
}

/** Moves the one default of the kind to this option (clear, then set, in one transaction). */
export function setDefaultStatus(s: Session, kind: StatusKind, id: string): Promise<StatusOption> {
  return write(async (tx) => {
    await lockKind(tx, s.tenantId, kind);
    const target = await findOption(tx, s.tenantId, kind, id);
    if (target.archivedAt) throw conflict('statuses.archivedNoDefault', { name: target.name });
    await tx
      .update(statusOptions)
      .set({ isDefault: false })
      .where(and(eq(statusOptions.tenantId, s.tenantId), eq(statusOptions.kind, kind), eq(statusOptions.isDefault, true)));
    const row = theRow(await tx.update(statusOptions).set({ isDefault: true }).where(eq(statusOptions.id, target.id)).returning());
    await log(tx, s, 'default', id, { kind, name: row.name });
    return toOption(row);
  });
}

/** Archive toggle. The default cannot be archived: another option must take that role first. */
export function setStatusArchived(s: Session, kind: StatusKind, id: string, archived: boolean): Promise<StatusOption> {
  return write(async (tx) => {
    const rows = await lockKind(tx, s.tenantId, kind);
    const target = await findOption(tx, s.tenantId, kind, id);
    if (archived && target.isDefault) throw conflict('statuses.isDefault', { name: target.name });
    if (archived === Boolean(target.archivedAt)) return toOption(target);
    // A restored option goes to the end of the active list.
    const position = archived ? target.position : rows.filter((r) => !r.archivedAt).reduce((max, r) => Math.max(max, r.position + 1), 0);
    const row = theRow(
      await tx
        .update(statusOptions)
        .set({ archivedAt: archived ? new Date() : null, position })
        .where(and(eq(statusOptions.id, target.id), archived ? isNull(statusOptions.archivedAt) : undefined))
        .returning(),
    );
    await log(tx, s, archived ? 'archive' : 'restore', id, { kind, name: target.name });
    return toOption(row);
  });
}
