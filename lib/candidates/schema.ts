import { z } from 'zod';
import { pageQuery } from '@/lib/schema-kit/paging';
import { boundedRecord, optionalText } from '@/lib/schema-kit/inputs';
import { CUSTOM_FIELD_KEY } from '@/lib/catalog/custom-field-schema';
import { isoDay, isoTimestamp } from '@/lib/schema-kit/responses';
import { CANDIDATE_SORTS, SHIFT_TIMES, WEEKDAYS, WINDOW_KINDS } from './types';

/** Zod inputs of the candidates API, shared by the forms (client) and the route handlers. */

const personName = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(80, `${field} must be at most 80 characters`);

/** Digits with the usual separators, optionally starting with + (E.164-ish); 7 to 15 digits. */
export const PHONE_PATTERN = /^\+?[0-9 ().-]+$/;
const digitCount = (v: string) => v.replace(/\D/g, '').length;

export const phoneField = optionalText(25, 'phone').refine(
  (v) => v === null || (PHONE_PATTERN.test(v) && digitCount(v) >= 7 && digitCount(v) <= 15),
  'phone must be a phone number: digits, optionally starting with +, 7 to 15 digits',
);

export const candidateBody = z.object({
  first_name: personName('first_name'),
  last_name: personName('last_name'),
  // Stored lower-case: uniqueness per tenant is case-insensitive and look-ups stay simple.
  email: z
    .string({ error: 'email is required' })
    .trim()
    .toLowerCase()
    .max(254, 'email must be at most 254 characters')
    .pipe(z.email('email must be a valid email address')),
  phone: phoneField,
  city: optionalText(80, 'city'),
});
export type CandidateInput = z.infer<typeof candidateBody>;

export const candidateListQuery = pageQuery.extend({
  status_id: z.uuid({ error: 'status_id must be a status id' }).optional(),
  city: z
    .string()
    .trim()
    .max(80, 'city must be at most 80 characters')
    .optional()
    .transform((v) => v || undefined),
  has_placement: z
    .enum(['true', 'false'], { error: 'has_placement must be true or false' })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  sort: z.enum(CANDIDATE_SORTS, { error: `sort must be one of ${CANDIDATE_SORTS.join(', ')}` }).default('last_name'),
});
export type CandidateListQuery = z.infer<typeof candidateListQuery>;

const MAX_CUSTOM_FIELDS = 30;

export const customFields = boundedRecord(
  z.string().max(40).regex(CUSTOM_FIELD_KEY, 'validation.customFieldKey'),
  z.union([z.string().max(500, 'custom field values must be at most 500 characters'), z.number().finite(), z.boolean(), z.null()], {
    error: 'custom field values must be text, a number, true/false or null',
  }),
  MAX_CUSTOM_FIELDS,
  'custom_fields',
);

export const profileBody = z
  .object({
    status_id: z.uuid({ error: 'status_id must be a status id' }).nullable().optional(),
    custom_fields: customFields.optional(),
  })
  .refine((b) => b.status_id !== undefined || b.custom_fields !== undefined, 'validation.atLeastOneField');
export type ProfileInput = z.infer<typeof profileBody>;

const shortList = (field: string) =>
  z
    .array(z.string().trim().min(1, `${field} entries must not be empty`).max(80, `${field} entries must be at most 80 characters`), {
      error: `${field} must be a list`,
    })
    .max(20, `${field} may list at most 20 entries`)
    .default([])
    .transform((xs) => [...new Set(xs)]);

export const preferencesBody = z.object({
  positions: shortList('positions'),
  locations: shortList('locations'),
  min_pay_rate: z
    .number({ error: 'min_pay_rate must be a number' })
    .min(0, 'min_pay_rate must not be negative')
    .max(10_000)
    .nullable()
    .default(null),
  max_distance_miles: z
    .number({ error: 'max_distance_miles must be a number' })
    .int('max_distance_miles must be whole miles')
    .min(0)
    .max(1000, 'max_distance_miles must be at most 1000')
    .nullable()
    .default(null),
  shift_times: z
    .array(z.enum(SHIFT_TIMES, { error: `shift_times must be among ${SHIFT_TIMES.join(', ')}` }))
    .max(SHIFT_TIMES.length, `shift_times may list at most ${SHIFT_TIMES.length} entries`)
    .default([])
    .transform((xs) => [...new Set(xs)]),
});
export type PreferencesInput = z.infer<typeof preferencesBody>;

export const exclusionBody = z.object({
  company_id: z.uuid({ error: 'company_id must be a company id' }),
  reason: optionalText(500, 'reason'),
});

// ——— What the candidates routes answer ———

/** A configurable status as shown on a badge. */
const statusRef = z.object({ _id: z.uuid(), name: z.string(), color: z.string().nullable() });

export const candidateRow = z.object({
  _id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  city: z.string().nullable(),
  status: statusRef.nullable(),
  has_placement: z.boolean(),
  created_at: isoTimestamp,
});

export const preferencesOut = z.object({
  positions: z.array(z.string()),
  locations: z.array(z.string()),
  min_pay_rate: z.number().nullable(),
  max_distance_miles: z.number().nullable(),
  shift_times: z.array(z.enum(SHIFT_TIMES)),
});

const timeRange = z.object({ start: z.string().meta({ description: 'HH:mm' }), end: z.string().meta({ description: 'HH:mm' }) });
/** Weekday key ('0' = Monday) → ranges in HH:mm; a missing day has no availability. */
const weeklyAvailability = z.partialRecord(z.enum(WEEKDAYS), z.array(timeRange));

export const candidateDetail = candidateRow.extend({
  status_id: z.uuid().nullable(),
  /** How the worker's shifts were rated: the mean of the stars (2 decimals, null when none) and how many. */
  rating: z.object({ average: z.number().nullable(), count: z.number().int() }),
  preferences: preferencesOut,
  weekly_availability: weeklyAvailability,
  /** The tenant's custom fields: free-form values keyed by field. */
  custom_fields: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
});

export const availabilityWindow = z.object({
  _id: z.uuid(),
  kind: z.enum(WINDOW_KINDS),
  starts_at: isoTimestamp,
  ends_at: isoTimestamp,
  reason: z.string().nullable(),
  created_at: isoTimestamp,
});
export const availability = z.object({ weekly: weeklyAvailability, windows: z.array(availabilityWindow) });

export const candidatePlacement = z.object({
  _id: z.uuid(),
  company_id: z.uuid(),
  company_name: z.string(),
  location_name: z.string(),
  position: z.string(),
  start_date: isoDay,
  end_date: isoDay.nullable(),
  status: z.string(),
  bill_rate: z.number(),
  /** Left out for a Company Contact. */
  pay_rate: z.number().optional(),
});

export const candidateApplication = z.object({
  _id: z.uuid(),
  job_id: z.uuid().nullable(),
  job_title: z.string().nullable(),
  status: statusRef.nullable(),
  source: z.string(),
  created_at: isoTimestamp,
});

export const exclusion = z.object({
  company_id: z.uuid(),
  company_name: z.string(),
  reason: z.string().nullable(),
  created_at: isoTimestamp,
});

/** A configurable status as shown on a badge. */
export type StatusRef = z.infer<typeof statusRef>;

export type StatusOption = StatusRef & { is_default: boolean };

export type CandidateRow = z.infer<typeof candidateRow>;

export type Preferences = z.infer<typeof preferencesOut>;

/** Weekday key ('0' = Monday) → ranges in HH:mm; a missing day has no availability. */
export type WeeklyAvailability = z.infer<typeof weeklyAvailability>;

export type CandidateDetail = z.infer<typeof candidateDetail>;

export type AvailabilityWindow = z.infer<typeof availabilityWindow>;

export type Availability = z.infer<typeof availability>;

export type CandidatePlacement = z.infer<typeof candidatePlacement>;

export type CandidateApplication = z.infer<typeof candidateApplication>;

export type Exclusion = z.infer<typeof exclusion>;
