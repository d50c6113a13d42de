import type { z } from 'zod';
import { jobInput, type JobInputRaw } from '@/lib/jobs/schema';
import type { EmploymentType, JobRow } from '@/lib/jobs/types';

/** What the form edits: every field as the text its input holds. */
export type JobDraft = {
  title: string; description: string; position: string; category: string; employment_type: EmploymentType;
  pay_rate_min: string; pay_rate_max: string; valid_through: string; company_id: string; location_id: string;
};
export type JobField = keyof JobDraft;

const rate = (v: number | null) => (v === null ? '' : String(v));

export function draftOf(job?: JobRow): JobDraft {
  return {
    title: job?.title ?? '', description: job?.description ?? '', position: job?.position ?? '', category: job?.category ?? '',
    employment_type: job?.employment_type ?? 'TEMPORARY', pay_rate_min: rate(job?.pay_rate_min ?? null), pay_rate_max: rate(job?.pay_rate_max ?? null),
    valid_through: job?.valid_through?.slice(0, 10) ?? '', company_id: job?.company_id ?? '', location_id: job?.location_id ?? '',
  };
}

const number = (v: string) => (v.trim() === '' ? null : Number(v));

/** The API body the draft stands for (the same shape POST/PUT /jobs parse). */
export const toInput = (d: JobDraft): JobInputRaw => ({
  ...d, category: d.category || null, valid_through: d.valid_through || null, pay_rate_min: number(d.pay_rate_min), pay_rate_max: number(d.pay_rate_max),
});

/** The fields that fail the shared schema (first problem of each), or an empty object. */
export function problemsOf(d: JobDraft): Partial<Record<JobField, string>> {
  const parsed = jobInput.safeParse(toInput(d));
  return parsed.success ? {} : firstIssues(parsed.error);
}

function firstIssues(error: z.ZodError): Partial<Record<JobField, string>> {
  const out: Partial<Record<JobField, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as JobField | undefined;
    if (field && !out[field]) out[field] = issue.message;
  }
  return out;
}
