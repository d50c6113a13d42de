import { z } from 'zod';
import { boundedRecord } from '@/lib/schema-kit/inputs';
import { isoTimestamp } from '@/lib/schema-kit/responses';
import { MAX_TEXT_VALUE } from './field-values';
import { FIELD_ENTITIES, FIELD_TYPES } from './types';

/** Zod inputs of custom field definitions, shared by the admin form and the handlers. */

export const MAX_OPTIONS = 50;
/** Fields of one entity a request may name: a reorder's ids, a record's values. */
const MAX_FIELDS_PER_ENTITY = 500;
/** A custom field's key: candidates' free-form profile keys follow the same rule (lib/candidates/schema.ts). */
export const CUSTOM_FIELD_KEY = /^[a-z0-9_]{1,40}$/;

export const entitySchema = z.enum(FIELD_ENTITIES, { error: `entity must be one of ${FIELD_ENTITIES.join(', ')}` });
const fieldType = z.enum(FIELD_TYPES, { error: `type must be one of ${FIELD_TYPES.join(', ')}` });
const label = z.string({ error: 'label is required' }).trim().min(1, 'label is required').max(60, 'label must be at most 60 characters');
const key = z
  .string({ error: 'key must be text' })
  .trim()
  .max(40, 'validation.customFieldKey')
  .regex(CUSTOM_FIELD_KEY, 'validation.customFieldKey');
const options = z
  .array(
    z
      .string({ error: 'options must be text' })
      .trim()
      .min(1, 'options must not be empty')
      .max(60, 'options must be at most 60 characters each'),
    { error: 'options must be a list' },
  )
  .max(MAX_OPTIONS, `options may list at most ${MAX_OPTIONS} choices`);

type OptionsProblem = 'validation.optionsOnlySelect' | 'validation.optionsNeeded' | 'validation.optionsDistinct';

/** Options belong to select fields only: 1 to 50 distinct choices there, none elsewhere. */
export function optionsProblem(type: string, list: readonly string[]): OptionsProblem | null {
  if (type !== 'select') return list.length ? 'validation.optionsOnlySelect' : null;
  if (list.length === 0) return 'validation.optionsNeeded';
  if (new Set(list.map((o) => o.toLowerCase())).size !== list.length) return 'validation.optionsDistinct';
  return null;
}

function checkOptions(b: { type: string; options: string[] }, ctx: z.RefinementCtx) {
  const message = optionsProblem(b.type, b.options);
  if (message) ctx.addIssue({ code: 'custom', path: ['options'], message });
}

export const fieldBody = z
  .object({
    entity: entitySchema,
    label,
    key: key.optional(),
    type: fieldType,
    options: options.default([]),
    required: z.boolean({ error: 'required must be true or false' }).default(false),
  })
  .superRefine(checkOptions);
export type FieldInput = z.infer<typeof fieldBody>;

/**
 * PATCH: label, type, options, required. The key is fixed once created, as stored values (candidates
 * keep theirs by key) and integrations refer to it. Options are checked against the resulting type by
 * the service, which knows the stored one.
 */
export const fieldUpdate = z
  .object({
    label: label.optional(),
    type: fieldType.optional(),
    options: options.optional(),
    required: z.boolean({ error: 'required must be true or false' }).optional(),
    key: z.undefined({ error: 'key cannot be changed once the field exists' }).optional(),
  })
  .refine(
    (b) => b.label !== undefined || b.type !== undefined || b.options !== undefined || b.required !== undefined,
    'validation.atLeastOneField',
  );
export type FieldUpdate = z.infer<typeof fieldUpdate>;

export const fieldListQuery = z.object({
  entity: entitySchema,
  archived: z
    .enum(['true', 'false'], { error: 'archived must be true or false' })
    .default('false')
    .transform((v) => v === 'true'),
});

export const fieldOrderBody = z.object({
  entity: entitySchema,
  ids: z
    .array(z.uuid({ error: 'ids must be field ids' }), { error: 'ids must be a list of field ids' })
    .min(1, 'ids must not be empty')
    .max(MAX_FIELDS_PER_ENTITY),
});

// The per-field check (field-values.ts) holds trimmed text to MAX_TEXT_VALUE; the raw cap leaves room for blanks.
const fieldValue = z.union([z.string().max(MAX_TEXT_VALUE * 2), z.number(), z.boolean(), z.null()], {
  error: `values must be text (at most ${MAX_TEXT_VALUE} characters), a number, true/false or null`,
});

export const valuesBody = z.object({
  values: boundedRecord(z.string().max(60, 'value keys must be at most 60 characters'), fieldValue, MAX_FIELDS_PER_ENTITY, 'values'),
});

/**
 * The key a label gives when none is sent: snake_case ASCII ("Shirt size" → shirt_size). A label with no
 * Latin letters or digits (say, Chinese) gets `field_` and a short hash of it, so the same label always
 * derives the same key and a duplicate is still caught.
 */
export function keyFromLabel(text: string): string {
  const ascii = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  const snake = ascii
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 40)
    .replace(/_+$/, '');
  if (snake) return snake;
  let hash = 0;
  for (const ch of text.trim()) hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return `field_${hash.toString(36)}`;
}

/** A custom field's definition. */
export const customFieldDef = z.object({
  _id: z.uuid(),
  entity: z.enum(FIELD_ENTITIES),
  key: z.string(),
  label: z.string(),
  type: z.enum(FIELD_TYPES),
  options: z.array(z.string()),
  required: z.boolean(),
  position: z.number().int(),
  archived_at: isoTimestamp.nullable(),
});
/** A field's value: free-form by the field's type; null when unset. */
const fieldValues = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));
/** A record's active fields in order, their values and, for candidates, values under keys no field defines. */
export const recordValues = z.object({ fields: z.array(customFieldDef), values: fieldValues, extra: fieldValues });
