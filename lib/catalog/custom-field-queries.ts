import 'server-only';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { notFound } from '@/lib/errors';
import { idParam } from '@/lib/schema-kit/ids';
import type { DbOrTx } from '@/lib/db/client';
import { customFields } from '@/lib/db/schema';
import type { CustomFieldDef, CustomFieldEntity } from './types';

export type FieldRow = typeof customFields.$inferSelect;

export const toDef = (r: FieldRow): CustomFieldDef => ({
  _id: r.id,
  entity: r.entity,
  key: r.key,
  label: r.label,
  type: r.type,
  options: r.options,
  required: r.required,
  position: r.position,
  archived_at: r.archivedAt?.toISOString() ?? null,
});

const ofEntity = (tenantId: string, entity: CustomFieldEntity) => and(eq(customFields.tenantId, tenantId), eq(customFields.entity, entity));

/** The entity's fields in their order (archived ones last, and only when asked for). */
export async function listFields(
  db: DbOrTx,
  tenantId: string,
  entity: CustomFieldEntity,
  includeArchived: boolean,
): Promise<CustomFieldDef[]> {
  const rows = await db
    .select()
    .from(customFields)
    .where(and(ofEntity(tenantId, entity), includeArchived ? undefined : isNull(customFields.archivedAt)))
    .orderBy(sql`${customFields.archivedAt} is not null`, asc(customFields.position), asc(customFields.label));
  return rows.map(toDef);
}

/** Active fields in order, and the keys of archived ones (whose values are ignored). */
export async function fieldRules(
  tx: DbOrTx,
  tenantId: string,
  entity: CustomFieldEntity,
): Promise<{ active: CustomFieldDef[]; archived: Set<string> }> {
  const all = await listFields(tx, tenantId, entity, true);
  return { active: all.filter((f) => !f.archived_at), archived: new Set(all.filter((f) => f.archived_at).map((f) => f.key)) };
}

/** One field by id and tenant together; another tenant's id is a 404. */
export async function findField(tx: DbOrTx, tenantId: string, id: string): Promise<FieldRow> {
  const [row] = await tx
    .select()
    .from(customFields)
    .where(and(eq(customFields.tenantId, tenantId), eq(customFields.id, idParam(id, 'customField'))))
    .limit(1);
  if (!row) throw notFound('customField');
  return row;
}

/** Whether any record holds a value for the field: candidates keep theirs in the profile, by key. */
export async function fieldHasValues(tx: DbOrTx, field: FieldRow): Promise<boolean> {
  const res =
    field.entity === 'candidate'
      ? await tx.execute(sql`select 1 from candidate_profiles where tenant_id = ${field.tenantId}
        and custom_fields ? ${field.key} and custom_fields -> ${field.key} <> 'null'::jsonb limit 1`)
      : await tx.execute(sql`select 1 from custom_field_values where tenant_id = ${field.tenantId} and field_id = ${field.id}
        and value is not null and value <> 'null'::jsonb limit 1`);
  return res.rows.length > 0;
}
