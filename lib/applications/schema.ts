import { z } from 'zod';
import { day as dayInput } from '@/lib/schema-kit/inputs';
import { pageQuery } from '@/lib/schema-kit/paging';
import { sortQuery } from '@/lib/schema-kit/list-sort';
import { APPLICATION_SORTS } from './types';
import { isoTimestamp } from '@/lib/schema-kit/responses';

const day = (label: string) => dayInput(`${label} must be a date (yyyy-MM-dd)`);
const source = z
  .string({ error: 'source must be text' })
  .trim()
  .min(1, 'source is required')
  .max(60, 'source must be at most 60 characters');

export const applicationListQuery = pageQuery
  .extend({
    status_id: z.uuid({ error: 'status_id must be a status id' }).optional(),
    job: z.uuid({ error: 'job must be a job id' }).optional(),
    candidate_id: z.uuid({ error: 'candidate_id must be a candidate id' }).optional(),
    source: z.string().trim().max(60).optional(),
    from: day('from').optional(),
    to: day('to').optional(),
    sort: sortQuery(APPLICATION_SORTS, '-applied'),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'validation.fromAfterTo', path: ['to'] });
export type ApplicationListQuery = z.infer<typeof applicationListQuery>;

/** Staff add an application for an existing candidate; status and source default to the tenant's defaults. */
export const createApplicationBody = z.object({
  candidate_id: z.uuid({ error: 'candidate_id must be a candidate id' }),
  job_id: z.uuid({ error: 'job_id must be a job id' }).nullable().optional(),
  status_id: z.uuid({ error: 'status_id must be a status id' }).optional(),
  source: source.optional(),
  cover_note: z.string().trim().max(2000, 'cover_note must be at most 2000 characters').nullable().optional(),
});
export type CreateApplicationInput = z.infer<typeof createApplicationBody>;

/** The row editor and the inline status select share this schema. */
export const updateApplicationBody = z
  .object({
    status_id: z.uuid({ error: 'status_id must be a status id' }).optional(),
    job_id: z.uuid({ error: 'job_id must be a job id' }).nullable().optional(),
    source: source.optional(),
  })
  .refine((b) => b.status_id !== undefined || b.job_id !== undefined || b.source !== undefined, 'validation.atLeastOneField');
export type UpdateApplicationInput = z.infer<typeof updateApplicationBody>;

// ——— What the applications routes answer ———

/** An application with its candidate, job and status resolved for display. */
export const applicationRow = z.object({
  _id: z.uuid(),
  candidate_id: z.uuid(),
  candidate_name: z.string(),
  candidate_email: z.string(),
  job_id: z.uuid().nullable(),
  job_title: z.string().nullable(),
  job_position: z.string().nullable(),
  /** The job's posted pay (the bottom of its range): the placement's pay rate starts from it. */
  job_pay_rate: z.number().nullable(),
  company_id: z.uuid().nullable(),
  location_id: z.uuid().nullable(),
  status_id: z.uuid().nullable(),
  status_name: z.string().nullable(),
  status_color: z.string().nullable(),
  /** The active placement made from this application, if any: the list then offers no "Place". */
  placement_id: z.uuid().nullable(),
  source: z.string(),
  cover_note: z.string().nullable(),
  created_at: isoTimestamp,
  updated_at: isoTimestamp,
});

const candidateSummary = z.object({ _id: z.uuid(), name: z.string(), email: z.string() });

/** One candidate and all of their applications (the applications editor). */
export const candidateWithApplications = z.object({ candidate: candidateSummary, applications: z.array(applicationRow) });

/** An application as the API returns it, with its candidate, job and status resolved for display. */
export type ApplicationRow = z.infer<typeof applicationRow>;

export type CandidateSummary = z.infer<typeof candidateSummary>;
