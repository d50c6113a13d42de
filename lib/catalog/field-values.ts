import { isDay } from '@/lib/schema-kit/days';
import type { CustomFieldDef, FieldValue, FieldValues } from './types';

/**
 * Checks values against custom field definitions. Pure, so the record forms run the very rules the
 * API applies before anything is sent.
 */

export const MAX_TEXT_VALUE = 500;
export type ValueProblem = 'required' | 'text' | 'length' | 'number' | 'date' | 'boolean' | 'option' | 'unknown';

export type FieldRule = Pick<CustomFieldDef, 'key' | 'type' | 'options' | 'required'>;
type Checked = { value: FieldValue } | { problem: ValueProblem };

/** One value by its field's type; blank text counts as no value. */
function checkValue(field: FieldRule, raw: unknown): Checked {
  let value: FieldValue = null;
  if (raw !== null && raw !== undefined) {
    switch (field.type) {
      case 'number':
        if (typeof raw !== 'number' || !Number.isFinite(raw) || Math.abs(raw) > 1e12) return { problem: 'number' };
        value = raw;
        break;
      case 'boolean':
        if (typeof raw !== 'boolean') return { problem: 'boolean' };
        value = raw;
        break;
      default: {
        if (typeof raw !== 'string') return { problem: field.type === 'date' ? 'date' : field.type === 'select' ? 'option' : 'text' };
        const text = raw.trim();
        if (text.length > MAX_TEXT_VALUE) return { problem: 'length' };
        if (text && field.type === 'date' && !isDay(text)) return { problem: 'date' };
        if (text && field.type === 'select' && !field.options.includes(text)) return { problem: 'option' };
        value = text || null;
      }
    }
  }
  if (value === null && field.required) return { problem: 'required' };
  return { value };
}

export type ValuesCheck = {
  /** Every active field's value, null when unset. */
  values: FieldValues;
  /** Entries naming no active field: archived fields' keys, and unknown keys when they are kept. */
  rest: Record<string, unknown>;
  problems: Record<string, ValueProblem>;
};

/**
 * All values of a record. `archived` keys are ignored (their field is retired, its rules no longer
 * apply); any other key without an active field is a problem unless `keepUnknown` (candidates' older
 * free-form fields, written through the candidate profile).
 */
export function checkValues(
  active: readonly FieldRule[],
  input: Record<string, unknown>,
  opts: { archived: ReadonlySet<string>; keepUnknown?: boolean },
): ValuesCheck {
  const values: FieldValues = {};
  const rest: Record<string, unknown> = {};
  const problems: Record<string, ValueProblem> = {};
  const byKey = new Map(active.map((f) => [f.key, f]));
  for (const field of active) {
    const checked = checkValue(field, input[field.key]);
    if ('problem' in checked) problems[field.key] = checked.problem;
    else values[field.key] = checked.value;
  }
  for (const [key, raw] of Object.entries(input)) {
    if (byKey.has(key)) continue;
    if (opts.archived.has(key) || opts.keepUnknown) rest[key] = raw;
    else problems[key] = 'unknown';
  }
  return { values, rest, problems };
}

/** Non-null values only: an unset field is stored as no entry at all. */
export const setValues = (values: FieldValues): FieldValues => Object.fromEntries(Object.entries(values).filter(([, v]) => v !== null));
