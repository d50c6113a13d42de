import { z } from 'zod';
import { dayOrNone, optionalText } from '@/lib/schema-kit/inputs';
import { pageQuery } from '@/lib/schema-kit/paging';
import { isoTimestamp } from '@/lib/schema-kit/responses';
import { EMPLOYMENT_TYPES, JOB_FILTERS, JOB_SORTS, JOB_STATUSES } from './types';

/** valid_through is a calendar day; the job stays up until the end of that day (UTC). */
export const endOfDay = (day: string) => new Date(`${day}T23:59:59.999Z`);

const rate = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} must not be negative`)
    .max(10_000, `${label} must be at most 10000`)
    .nullable()
    .optional()
    .transform((v) => v ?? null);

/**
 * The job form and POST/PUT /api/main/jobs share this schema (DESIGN §3.6). The tenant checks (company
 * and location exist, location belongs to company) need the database and live in the service.
 */
export const jobInput = z
  .object({
    title: z
      .string({ error: 'title is required' })
      .trim()
      .min(3, 'title must be at least 3 characters')
      .max(120, 'title must be at most 120 characters'),
    description: z
      .string({ error: 'description is required' })
      .trim()
      .min(20, 'description must be at least 20 characters')
      .max(10_000, 'description must be at most 10000 characters'),
    position: z
      .string({ error: 'position is required' })
      .trim()
      .min(1, 'position is required')
      .max(80, 'position must be at most 80 characters'),
    category: optionalText(80, 'category'),
    employment_type: z.enum(EMPLOYMENT_TYPES, { error: `employment_type must be one of ${EMPLOYMENT_TYPES.join(', ')}` }),
    pay_rate_min: rate('pay_rate_min'),
    pay_rate_max: rate('pay_rate_max'),
    // An empty string, like null, means no end date (an HTML date input that was cleared sends '').
    valid_through: dayOrNone('valid_through must be a date (yyyy-MM-dd)').refine(
      (v) => !v || endOfDay(v).getTime() > Date.now(),
      'validation.future',
    ),
    company_id: z.uuid({ error: 'company_id must be a client company' }),
    location_id: z.uuid({ error: 'location_id must be a location' }),
  })
  .refine((j) => j.pay_rate_min === null || j.pay_rate_max === null || j.pay_rate_min <= j.pay_rate_max, {
    message: 'validation.payMinMax',
    path: ['pay_rate_max'],
  });
export type JobInput = z.infer<typeof jobInput>;
/** What the form holds before parsing (numbers may still be absent). */
export type JobInputRaw = z.input<typeof jobInput>;

export const jobListQuery = pageQuery.extend({
  status: z.enum(JOB_FILTERS, { error: `status must be one of ${JOB_FILTERS.join(', ')}` }).default('all'),
  company: z.uuid({ error: 'company must be a company id' }).optional(),
  location: z.uuid({ error: 'location must be a location id' }).optional(),
  category: z.string().trim().max(80).optional(),
  sort: z.enum(JOB_SORTS, { error: `sort must be one of ${JOB_SORTS.join(', ')}` }).default('-created'),
});
export type JobListQuery = z.infer<typeof jobListQuery>;

/** A job as the API returns it (list rows and the detail share the shape; list rows hold the first 300 characters of the description). */
export const jobRow = z.object({
  _id: z.uuid(),
  title: z.string(),
  description: z.string(),
  position: z.string(),
  category: z.string().nullable(),
  employment_type: z.enum(EMPLOYMENT_TYPES),
  pay_rate_min: z.number().nullable(),
  pay_rate_max: z.number().nullable(),
  status: z.enum(JOB_STATUSES),
  published_at: isoTimestamp.nullable(),
  valid_through: isoTimestamp.nullable(),
  company_id: z.uuid().nullable(),
  company_name: z.string().nullable(),
  location_id: z.uuid().nullable(),
  location_name: z.string().nullable(),
  application_count: z.number().int(),
  created_at: isoTimestamp,
  updated_at: isoTimestamp,
});

/** A job as the API returns it: the response schema's type (lib/jobs/schema.ts). */
export type JobRow = z.infer<typeof jobRow>;
