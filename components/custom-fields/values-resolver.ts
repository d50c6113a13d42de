import type { FieldErrors, Resolver } from 'react-hook-form';
import { checkValues } from '@/lib/catalog/field-values';
import type { CustomFieldDef, FieldValue, FieldValues } from '@/lib/catalog/types';

/** What each input of a record's values holds: text, or '', 'true', 'false' for a yes/no select. */
export type ValueTexts = Record<string, string>;

export const textsOf = (fields: readonly CustomFieldDef[], values: FieldValues): ValueTexts =>
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

/**
 * Checks the inputs with the API's own rules (checkValues) and hands the submit the typed values; a
 * refused field's error type is its problem code, which the form translates.
 */
export function valuesResolver(fields: readonly CustomFieldDef[]): Resolver<ValueTexts, unknown, FieldValues> {
  return (texts) => {
    const input = Object.fromEntries(fields.map((f) => [f.key, typed(f, texts[f.key] ?? '')]));
    const check = checkValues(fields, input, { archived: new Set() });
    const failed = Object.entries(check.problems);
    if (!failed.length) return { values: check.values, errors: {} };
    const errors: FieldErrors<ValueTexts> = Object.fromEntries(failed.map(([key, problem]) => [key, { type: problem }]));
    return { values: {}, errors };
  };
}
