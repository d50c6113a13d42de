import { z } from 'zod';
import { day, optionalText, requiredText } from '@/lib/schema-kit/inputs';
import { isoDay, isoTimestamp } from '@/lib/schema-kit/responses';
import { emailField, honeypotField, phoneField } from '@/lib/public-jobs/fields';
import { calendarFields, calendarFromForm, formRepeatField, positionIdField, spanIssue } from '@/lib/work-requests/fields';
import { earliestStartDate, OTHER_POSITION, PLACEMENT_LIMITS as L } from './limits';

/**
 * A plain form posts every field, blanks included: the select's blank or "Other" choice is no
 * position_id, and the text box left empty beside a chosen position is no position. A blank text box
 * with no choice stays, so it is refused on `position` in the field order, like any required field.
 * Its calendar (until, weekday boxes, how many) is read into the request model's end_date and repeat.
 */
function positionChoice(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const { position_id, position, ...rest } = calendarFromForm(body as Record<string, unknown>);
  const chosen = position_id === '' || position_id === OTHER_POSITION ? undefined : position_id;
  const typed = chosen !== undefined && typeof position === 'string' && position.trim() === '' ? undefined : position;
  return { ...rest, position_id: chosen, position: typed };
}

const startDate = day('start_date must be a date (yyyy-MM-dd)', 'start_date is required').refine(
  (d) => d >= earliestStartDate(),
  'validation.notPast',
);

/** POST /api/main/public/{company}/placement-requests (the embeddable form). */
export const placementRequestBody = z.preprocess(
  positionChoice,
  z
    .object({
      company_name: requiredText(L.name, 'company_name'),
      contact_name: requiredText(L.name, 'contact_name'),
      email: emailField(L.email),
      phone: phoneField(L.phone),
      /** One of the agency's positions; the free-text `position` is the form's "other" (and older callers'). */
      position_id: positionIdField().optional(),
      position: requiredText(L.position, 'position').optional(),
      headcount: z.coerce
        .number({ error: 'headcount must be a number' })
        .int('headcount must be a whole number')
        .min(L.headcountMin, `headcount must be at least ${L.headcountMin}`)
        .max(L.headcountMax, `headcount must be at most ${L.headcountMax}`),
      start_date: startDate,
      /** Multi-day and weekly repeat: the one request model's fields (lib/work-requests/fields.ts); the repeat's issues on `repeat`, the field a plain form can mark. */
      ...calendarFields(),
      repeat: formRepeatField(),
      location: requiredText(L.location, 'location'),
      notes: optionalText(L.notes, 'notes'),
      website: honeypotField,
    })
    .refine((b) => b.position_id || b.position, { path: ['position'], message: 'validation.unknownPosition' })
    .superRefine((b, ctx) => {
      const issue = spanIssue({ start: b.start_date, end_date: b.end_date, repeat: b.repeat });
      if (issue) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
    }),
);
export type PlacementRequestInput = z.infer<typeof placementRequestBody>;

export const confirmBody = z.object({
  token: z.string({ error: 'token is required' }).trim().min(1, 'token is required').max(200, 'token is not valid'),
});

/** A placement request as the API returns it (the /orders screen renders it). */
export const placementRequestRow = z.object({
  _id: z.uuid(),
  company_name: z.string(),
  contact_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  /** One of the agency's positions; null when the sender chose "Other" (then position_other). */
  position: z.string().nullable(),
  /** The form's "Other" text, as typed: not one of the agency's positions. */
  position_other: z.string().nullable(),
  headcount: z.number().int(),
  start_date: isoDay,
  end_date: isoDay.nullable(),
  /** The days a weekly repeat picked within start..end; null: every day of the range. */
  work_dates: z.array(isoDay).nullable(),
  location: z.string(),
  notes: z.string().nullable(),
  confirmed_at: isoTimestamp.nullable(),
  created_at: isoTimestamp,
});
