import type { CustomFieldDef, FieldValue, FieldValues } from '@/lib/catalog/types';

/**
 * The editing buffer of a record's values: what each input holds (text, or '', 'true', 'false' for a
 * yes/no select), turned back into typed values for the API and its checks.
 */
export type Draft = Record<string, string>;

export const toDraft = (fields: readonly CustomFieldDef[], values: FieldValues): Draft =>
  Object.fromEntries(fields.map((f) => [f.key, values[f.key] === null || values[f.key] === undefined ? '' : String(values[f.key])]));

function typed(field: CustomFieldDef, text: string): FieldValue | string {
  if (text.trim() === '') return null;
  if (field.type === 'boolean') return text === 'true';
  if (field.type === 'number') {
    const n = Number(text.trim().replace(',', '.'));
    // Left as text when it is not a number, so the shared check reports it as one.
    return Number.isFinite(n) ? n : text;
  }
  return text;
}

export const fromDraft = (fields: readonly CustomFieldDef[], draft: Draft): Record<string, unknown> =>
  Object.fromEntries(fields.map((f) => [f.key, typed(f, draft[f.key] ?? '')]));
