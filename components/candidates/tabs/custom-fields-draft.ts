import { CUSTOM_FIELD_KEY, MAX_CUSTOM_FIELDS } from '@/lib/candidates/schema';
import type { CustomFields } from '@/lib/candidates/types';

/** Editing buffer of the custom fields: one row per field, every value kept as the text typed. */
export const FIELD_TYPES = ['text', 'number', 'boolean', 'empty'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];
export type FieldDraft = { rowKey: string; name: string; type: FieldType; value: string };
export type FieldProblem = 'name' | 'duplicate' | 'number' | 'length';

let seq = 0;
export const newRow = (): FieldDraft => ({ rowKey: `new-${++seq}`, name: '', type: 'text', value: '' });

function typeOf(v: CustomFields[string]): FieldType {
  if (v === null) return 'empty';
  if (typeof v === 'number') return 'number';
  if (typeof v === 'boolean') return 'boolean';
  return 'text';
}

export const toDrafts = (fields: CustomFields): FieldDraft[] =>
  Object.entries(fields).map(([name, v]) => ({ rowKey: `saved-${name}`, name, type: typeOf(v), value: v === null ? '' : String(v) }));

function valueOf(d: FieldDraft): CustomFields[string] | undefined {
  if (d.type === 'empty') return null;
  if (d.type === 'boolean') return d.value === 'true';
  if (d.type === 'number') {
    const n = Number(d.value.trim());
    return d.value.trim() !== '' && Number.isFinite(n) ? n : undefined;
  }
  return d.value;
}

/** The object the API takes, with each row's problem (by rowKey) checked by the API's own rules. */
export function fromDrafts(rows: FieldDraft[]): { fields: CustomFields; problems: Map<string, FieldProblem>; tooMany: boolean } {
  const fields: CustomFields = {};
  const problems = new Map<string, FieldProblem>();
  for (const d of rows) {
    const name = d.name.trim();
    const value = valueOf(d);
    if (!CUSTOM_FIELD_KEY.test(name)) problems.set(d.rowKey, 'name');
    else if (name in fields) problems.set(d.rowKey, 'duplicate');
    else if (value === undefined) problems.set(d.rowKey, 'number');
    else if (typeof value === 'string' && value.length > 500) problems.set(d.rowKey, 'length');
    else fields[name] = value;
  }
  return { fields, problems, tooMany: rows.length > MAX_CUSTOM_FIELDS };
}

/** A stable text of the draft, to tell whether anything changed since the last save. */
export const fingerprint = (rows: FieldDraft[]) => JSON.stringify(rows.map((r) => [r.name, r.type, r.value]));
