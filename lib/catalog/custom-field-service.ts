import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { conflict, fieldError, say } from '@/lib/errors';
import type { Session } from '@/lib/auth/guard';
import type { DbOrTx } from '@/lib/db/client';
import { byPosition } from '@/lib/db/locks';
import { customFields } from '@/lib/db/schema';
import { fieldHasValues, findField, listFields, toDef, type FieldRow } from './custom-field-queries';
import { keyFromLabel, optionsProblem, type FieldInput, type FieldUpdate } from './custom-field-schema';
import type { CustomFieldDef, CustomFieldEntity } from './types';
import { checkOrder, logChange, nextPosition, write, writeOrder } from './write';
import { theRow } from '@/lib/db/rows';

const DUPLICATE = say('customFields.changedMeanwhile');

/** Locks the entity's fields (in id order, lib/db/locks.ts), so concurrent creates, reorders and restores are serialised; answers them in list order. */
const lockEntity = async (tx: DbOrTx, tenantId: string, entity: CustomFieldEntity) =>
  byPosition(
    await tx
      .select()
      .from(customFields)
      .where(and(eq(customFields.tenantId, tenantId), eq(customFields.entity, entity)))
      .orderBy(asc(customFields.id))
      .for('update'),
  );

const active = (rows: FieldRow[]) => rows.filter((r) => !r.archivedAt);

export function createField(s: Session, input: FieldInput): Promise<CustomFieldDef> {
  return write(async (tx) => {
    const rows = await lockEntity(tx, s.tenantId, input.entity);
    const key = input.key ?? keyFromLabel(input.label);
    // Keys stay unique with archived fields too: restoring one must not find its key taken.
    const taken = rows.find((r) => r.key === key);
    if (taken) {
      throw conflict(taken.archivedAt ? 'customFields.keyTakenArchived' : 'customFields.keyTaken', { label: taken.label, key });
    }
    const row = theRow(
      await tx
        .insert(customFields)
        .values({
          tenantId: s.tenantId,
          entity: input.entity,
          key,
          label: input.label,
          type: input.type,
          options: input.type === 'select' ? input.options : [],
          required: input.required,
          position: nextPosition(active(rows)),
        })
        .returning(),
    );
    await logChange(tx, s, 'custom_field.create', row.id, { entity: row.entity, key, type: row.type });
    return toDef(row);
  }, DUPLICATE);
}

/** Label, options and required change freely; the type only while no record holds a value. */
export function updateField(s: Session, id: string, input: FieldUpdate): Promise<CustomFieldDef> {
  return write(async (tx) => {
    const current = await findField(tx, s.tenantId, id);
    if (current.archivedAt) throw conflict('customFields.archived', { label: current.label });
    const type = input.type ?? current.type;
    if (type !== current.type && (await fieldHasValues(tx, current))) {
      throw conflict('customFields.typeLocked', { label: current.label });
    }
    // Leaving select drops the options unless new ones are sent (which the check then refuses).
    const options = input.options ?? (type === 'select' ? current.options : []);
    const problem = optionsProblem(type, options);
    if (problem) throw fieldError('options', problem);
    const row = theRow(
      await tx
        .update(customFields)
        .set({ label: input.label, type, options, required: input.required })
        .where(eq(customFields.id, current.id))
        .returning(),
    );
    await logChange(tx, s, 'custom_field.update', current.id, { fields: Object.keys(input) });
    return toDef(row);
  }, DUPLICATE);
}

/** Archive toggle. An archived field leaves the forms and its values are kept but ignored. */
export function toggleFieldArchived(s: Session, id: string): Promise<CustomFieldDef> {
  return write(async (tx) => {
    const field = await findField(tx, s.tenantId, id);
    const rows = await lockEntity(tx, s.tenantId, field.entity);
    const archiving = !field.archivedAt;
    const position = archiving ? field.position : nextPosition(active(rows));
    const row = theRow(
      await tx
        .update(customFields)
        .set({ archivedAt: archiving ? new Date() : null, position })
        .where(eq(customFields.id, field.id))
        .returning(),
    );
    await logChange(tx, s, archiving ? 'custom_field.archive' : 'custom_field.restore', field.id, { entity: field.entity, key: field.key });
    return toDef(row);
  }, DUPLICATE);
}

export function reorderFields(s: Session, entity: CustomFieldEntity, ids: string[]): Promise<CustomFieldDef[]> {
  return write(async (tx) => {
    const rows = await lockEntity(tx, s.tenantId, entity);
    checkOrder(ids, active(rows));
    await writeOrder(tx, customFields, s.tenantId, [...ids, ...rows.filter((r) => r.archivedAt).map((r) => r.id)]);
    await logChange(tx, s, 'custom_field.reorder', entity, { ids });
    return listFields(tx, s.tenantId, entity, true);
  }, DUPLICATE);
}
