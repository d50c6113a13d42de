import { z } from 'zod';
import { isHostileString } from '@/lib/schema-kit/input-checks';
import { optionalText, requiredText } from '@/lib/schema-kit/inputs';
import { emailField, honeypotField, phoneField } from './fields';
import { APPLY_LIMITS } from './limits';

/** POST /api/candidates/public/{company}/jobs/{jobId}/apply: JSON from the island or a plain HTML form. */
export const applyBody = z.object({
  first_name: requiredText(APPLY_LIMITS.name, 'first_name'),
  last_name: requiredText(APPLY_LIMITS.name, 'last_name'),
  email: emailField(APPLY_LIMITS.email),
  phone: phoneField(APPLY_LIMITS.phone),
  city: optionalText(APPLY_LIMITS.city, 'city'),
  cover_note: optionalText(APPLY_LIMITS.coverNote, 'cover_note'),
  website: honeypotField,
});
export type ApplyInput = z.infer<typeof applyBody>;

// NUL or a lone surrogate in a crafted URL would reach PostgreSQL and fail there: such a filter is no filter.
const filterText = z
  .string()
  .trim()
  .max(100)
  .refine((v) => !isHostileString(v))
  .optional()
  .transform((v) => v || undefined)
  .catch(undefined);

/** Query of the public job list. Bad values fall back to defaults: a crafted URL shows a page, never a 500. */
export const jobListQuery = z.object({
  search: filterText,
  location: filterText,
  category: filterText,
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
});
export type JobListQuery = { search?: string; location?: string; category?: string; page: number };

/** Job ids are uuids; anything else cannot be a job (404, not 400). */
export const isJobId = (value: string) => z.uuid().safeParse(value).success;
