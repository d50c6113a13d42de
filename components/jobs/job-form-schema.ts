import { z } from 'zod';
import { jobInput, type JobInputRaw } from '@/lib/jobs/schema';
import { EMPLOYMENT_TYPES } from '@/lib/jobs/types';
import type { JobRow } from '@/lib/jobs/schema';

/** What the form's inputs hold: text, as inputs do. */
const jobTexts = z.object({
  title: z.string(),
  description: z.string(),
  position: z.string(),
  category: z.string(),
  employment_type: z.enum(EMPLOYMENT_TYPES),
  pay_rate_min: z.string(),
  pay_rate_max: z.string(),
  valid_through: z.string(),
  company_id: z.string(),
  location_id: z.string(),
});
export type JobTexts = z.infer<typeof jobTexts>;
export type JobField = keyof JobTexts;

const number = (v: string) => (v.trim() === '' ? null : Number(v));

/**
 * The form's schema: its texts turned into the API body (empty rates, category and date are none), then
 * checked by the very schema POST/PUT /jobs parse (DESIGN §3.6), so its refusals name the same fields.
 */
export const jobFormSchema = jobTexts
  .transform((d): JobInputRaw => ({
    ...d,
    category: d.category || null,
    valid_through: d.valid_through || null,
    pay_rate_min: number(d.pay_rate_min),
    pay_rate_max: number(d.pay_rate_max),
  }))
  .pipe(jobInput);

const rate = (v: number | null) => (v === null ? '' : String(v));

export function textsOf(job?: JobRow): JobTexts {
  return {
    title: job?.title ?? '',
    description: job?.description ?? '',
    position: job?.position ?? '',
    category: job?.category ?? '',
    employment_type: job?.employment_type ?? 'TEMPORARY',
    pay_rate_min: rate(job?.pay_rate_min ?? null),
    pay_rate_max: rate(job?.pay_rate_max ?? null),
    valid_through: job?.valid_through?.slice(0, 10) ?? '',
    company_id: job?.company_id ?? '',
    location_id: job?.location_id ?? '',
  };
}
