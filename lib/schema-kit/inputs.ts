import { z } from 'zod';
import { INSTANT_MAX_LENGTH, isDay, isInstant } from './days';

/**
 * The input types every route schema builds on, so a date, an instant, an id or a piece of text means
 * the same thing — and is refused the same way, as a 400 — at every endpoint. What reaches a service
 * through them is something PostgreSQL accepts: a real day in 1900–2999, an instant with a real offset,
 * a uuid, text of bounded length.
 */

/** Declared bounds zod cannot express as a check the bounds test can read: keys of a free-key record. */
export const inputBounds = z.registry<{ maxKeys: number }>();

// Keys of the errors catalogue (lib/i18n/zod-messages translates them with the field's name; the years are days.ts' MIN_YEAR and MAX_YEAR).
const DAY_TEXT = 'validation.day';
const INSTANT_TEXT = 'validation.instant';

/** A calendar day `yyyy-MM-dd` that exists (no 2024-02-30) in the years 1900–2999; `required` is said when it is missing. */
export const day = (message = DAY_TEXT, required = message) =>
  z.iso
    .date({ error: (issue) => (issue.input === undefined ? required : message) })
    .max(10, message)
    .refine(isDay, message);

/** A day, or none: null, absent or '' (what a cleared date input sends) all become null. */
export const dayOrNone = (message = DAY_TEXT) =>
  z
    .union([day(message), z.literal('')], { error: message })
    .nullish()
    .transform((v) => v || null);

/** An ISO date-time with an offset (`2025-03-01T08:00:00Z`, `…+01:00`) on a real day in 1900–2999. */
export const instant = (message = INSTANT_TEXT) =>
  z.iso.datetime({ offset: true, error: message }).max(INSTANT_MAX_LENGTH, message).refine(isInstant, message);

/** A row id: any 8-4-4-4-12 hex uuid, the pattern isUuid (lib/schema-kit/ids) holds path ids to, so body and path agree. */
export const uuid = (message = 'must be an id') => z.guid({ error: message });

/** A whole number from `min` to `max` (`unit`: what it counts, named in the message: "hours", "metres"). */
export const wholeNumberIn = (label: string, { min, max }: { readonly min: number; readonly max: number }, unit?: string) => {
  const text = `${label} must be a whole number${unit ? ` of ${unit}` : ''} from ${min} to ${max}`;
  return z.number({ error: text }).int(text).min(min, text).max(max, text);
};

/** Trimmed text, 1 to `max` characters. */
export const requiredText = (max: number, label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** Trimmed text of at most `max` characters; blank, null or absent is null. */
export const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => v || null);

/** An object of free keys (each bounded by `key`), at most `maxKeys` of them. */
export function boundedRecord<K extends z.ZodType<string, string>, V extends z.ZodType>(
  key: K,
  value: V,
  maxKeys: number,
  label = 'the object',
) {
  const error = (issue: z.core.$ZodRawIssue) => (issue.code === 'invalid_type' ? `${label} must be an object` : undefined);
  const schema = z
    .record(key, value, { error })
    .refine((o) => Object.keys(o).length <= maxKeys, { message: 'validation.maxEntries', params: { max: maxKeys } });
  inputBounds.add(schema, { maxKeys });
  return schema;
}
