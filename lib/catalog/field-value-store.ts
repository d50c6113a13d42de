import 'server-only';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { badRequest, notFound, say } from '@/lib/errors';
import { idParam } from '@/lib/schema-kit/ids';
import type { Session } from '@/lib/auth/guard';
import { upsertProfile } from '@/lib/db/candidate-profile';
import type { DbOrTx } from '@/lib/db/client';
import { candidateProfiles, candidates, companies, customFieldValues, customFields, placements } from '@/lib/db/schema';
import { fieldRules } from './custom-field-queries';
import { checkValues, MAX_TEXT_VALUE, setValues, type ValueProblem } from './field-values';
import type { CustomFieldDef, CustomFieldEntity, FieldValue, FieldValues, RecordValues } from './types';
import { logChange, write } from './write';

/**
 * Where values live: a candidate's in its profile (candidate_profiles.custom_fields, by key, beside
 * older free-form keys); a company's and a placement's in custom_field_values, one row per field.
 */

const RECORDS = {
  candidate: { table: candidates, what: 'candidate' },
  company: { table: companies, what: 'company' },
  placement: { table: placements, what: 'placement' },
} as const;

/**
 * The record by id and tenant together; another tenant's (or a malformed) id is a 404. `lock`: for a
 * write, the record row is locked first (FOR NO KEY UPDATE, so rows referring to it are not held up):
 * two saves of one record's values then apply one after the other instead of deleting and upserting
 * the same value rows in different orders (lib/db/locks.ts).
 */
async function assertRecord(tx: DbOrTx, tenantId: string, entity: CustomFieldEntity, id: string, lock = false): Promise<string> {
  const { table, what } = RECORDS[entity];
  const q = tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.tenantId, tenantId), eq(table.id, idParam(id, what))))
    .limit(1);
  const [row] = lock ? await q.for('no key update') : await q;
  if (!row) throw notFound(what);
  return row.id;
}

/** 400 naming the first problem, with every problem keyed `<prefix>.<key>` for the form. */
function throwProblems(problems: Record<string, ValueProblem>, prefix: string): void {
  const entries = Object.entries(problems);
  const [first] = entries;
  if (!first) return;
  const text = (p: ValueProblem) => say(`customFields.problem.${p}`, p === 'length' ? { max: MAX_TEXT_VALUE } : undefined);
  const errors = Object.fromEntries(entries.map(([key, p]) => [`${prefix}.${key}`, text(p)]));
  const [key, problem] = first;
  throw badRequest('generic.field', { field: `${prefix}.${key}`, message: text(problem) }, errors);
}

async function candidateStored(tx: DbOrTx, tenantId: string, id: string, lock = false): Promise<FieldValues> {
  const q = tx
    .select({ fields: candidateProfiles.customFields })
    .from(candidateProfiles)
    .where(and(eq(candidateProfiles.tenantId, tenantId), eq(candidateProfiles.candidateId, id)));
  const [row] = lock ? await q.for('update') : await q;
  return row?.fields ?? {};
}

async function tableStored(tx: DbOrTx, tenantId: string, entity: CustomFieldEntity, id: string): Promise<FieldValues> {
  const rows = await tx
    .select({ key: customFields.key, value: customFieldValues.value })
    .from(customFieldValues)
    .innerJoin(customFields, and(eq(customFields.id, customFieldValues.fieldId), eq(customFields.tenantId, customFieldValues.tenantId)))
    .where(
      and(
        eq(customFieldValues.tenantId, tenantId),
        eq(customFieldValues.entityId, id),
        eq(customFields.entity, entity),
        isNull(customFields.archivedAt),
      ),
    );
  return Object.fromEntries(rows.map((r) => [r.key, r.value ?? null]));
}

function shape(fields: CustomFieldDef[], archived: ReadonlySet<string>, stored: FieldValues): RecordValues {
  const keys = new Set(fields.map((f) => f.key));
  const values: FieldValues = Object.fromEntries(fields.map((f): [string, FieldValue] => [f.key, stored[f.key] ?? null]));
  const extra = Object.fromEntries(Object.entries(stored).filter(([k, v]) => !keys.has(k) && !archived.has(k) && v !== null));
  return { fields, values, extra };
}

export async function readValues(db: DbOrTx, tenantId: string, entity: CustomFieldEntity, id: string): Promise<RecordValues> {
  const recordId = await assertRecord(db, tenantId, entity, id);
  const { active, archived } = await fieldRules(db, tenantId, entity);
  const stored = entity === 'candidate' ? await candidateStored(db, tenantId, recordId) : await tableStored(db, tenantId, entity, recordId);
  return shape(active, archived, stored);
}

/**
 * PUT semantics: every active field takes the value sent, a missing key clearing it. Keys of archived
 * fields are ignored; any other unknown key is a 400. A candidate's older free-form keys stay as they are.
 */
export function writeValues(s: Session, entity: CustomFieldEntity, id: string, input: Record<string, unknown>): Promise<RecordValues> {
  return write(async (tx) => {
    const recordId = await assertRecord(tx, s.tenantId, entity, id, true);
    const { active, archived } = await fieldRules(tx, s.tenantId, entity);
    const { values, problems } = checkValues(active, input, { archived });
    throwProblems(problems, 'values');
    if (entity === 'candidate') {
      const stored = await candidateStored(tx, s.tenantId, recordId, true);
      const kept = Object.fromEntries(Object.entries(stored).filter(([k]) => !(k in values)));
      await upsertProfile(tx, s.tenantId, recordId, { customFields: { ...kept, ...setValues(values) } });
    } else {
      await writeRows(tx, s.tenantId, recordId, active, values);
    }
    await logChange(tx, s, 'custom_field.values', recordId, { entity, keys: Object.keys(values) });
    return readValues(tx, s.tenantId, entity, recordId);
  }, say('customFields.valuesChanged'));
}

async function writeRows(tx: DbOrTx, tenantId: string, entityId: string, fields: CustomFieldDef[], values: FieldValues) {
  const cleared = fields.filter((f) => values[f.key] === null).map((f) => f._id);
  if (cleared.length) {
    await tx
      .delete(customFieldValues)
      .where(
        and(
          eq(customFieldValues.tenantId, tenantId),
          eq(customFieldValues.entityId, entityId),
          inArray(customFieldValues.fieldId, cleared),
        ),
      );
  }
  const set = fields.filter((f) => values[f.key] !== null).map((f) => ({ tenantId, fieldId: f._id, entityId, value: values[f.key] }));
  if (set.length) {
    await tx
      .insert(customFieldValues)
      .values(set)
      .onConflictDoUpdate({
        target: [customFieldValues.fieldId, customFieldValues.entityId],
        set: { value: sql`excluded.value`, updatedAt: new Date() },
      });
  }
}

/**
 * For the candidate profile's PUT (custom_fields replaced whole): keys of active fields are checked and
 * normalised like the values API; other keys (archived fields, older free-form ones) pass as sent.
 */
export async function checkCandidateCustomFields(tx: DbOrTx, tenantId: string, input: FieldValues): Promise<FieldValues> {
  const { active, archived } = await fieldRules(tx, tenantId, 'candidate');
  const { values, rest, problems } = checkValues(active, input, { archived, keepUnknown: true });
  throwProblems(problems, 'custom_fields');
  return { ...Object.fromEntries(Object.entries(input).filter(([k]) => Object.hasOwn(rest, k))), ...setValues(values) };
}
