import { z } from 'zod';
import { instant } from '@/lib/schema-kit/inputs';
import { WEEKDAYS, WINDOW_KINDS, type TimeRange } from './types';

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
export const MAX_RANGES_PER_DAY = 6;

export type RangeProblem = 'format' | 'order' | 'overlap';

/**
 * What is wrong with one day's ranges, per index: a bad time, an end not after its start, or an overlap
 * with an earlier range. Shared by the weekly editor (inline messages) and the API (400).
 */
export function rangeProblems(ranges: TimeRange[]): Map<number, RangeProblem> {
  const problems = new Map<number, RangeProblem>();
  ranges.forEach((r, i) => {
    if (!HH_MM.test(r.start) || !HH_MM.test(r.end)) problems.set(i, 'format');
    else if (r.end <= r.start) problems.set(i, 'order');
  });
  // HH:mm strings compare in time order, so sorting by start finds overlaps between neighbours.
  const valid = ranges
    .map((r, i) => ({ ...r, i }))
    .filter((r) => !problems.has(r.i))
    .sort((a, b) => a.start.localeCompare(b.start));
  let latestEnd = '';
  for (const r of valid) {
    if (r.start < latestEnd) problems.set(r.i, 'overlap');
    if (r.end > latestEnd) latestEnd = r.end;
  }
  return problems;
}

// Keys of the apiErrors catalogue, said in the reader's language (lib/i18n/zod-messages).
const PROBLEM_TEXT: Record<RangeProblem, string> = {
  format: 'validation.rangeFormat',
  order: 'validation.rangeOrder',
  overlap: 'validation.rangeOverlap',
};

// The length cap refuses a huge value before rangeProblems reads it; HH:mm is 5 characters.
const time = (name: string) => z.string({ error: `${name} is required` }).max(5, PROBLEM_TEXT.format);
const range = z.object({ start: time('start'), end: time('end') });

/** PUT availability v1: weekday ('0' = Monday … '6' = Sunday) → HH:mm ranges, sorted by start on the way in. */
export const weeklyBody = z
  .object({
    weekly: z.partialRecord(
      z.enum(WEEKDAYS, { error: 'weekdays are 0 (Monday) to 6 (Sunday)' }),
      z.array(range).max(MAX_RANGES_PER_DAY, `at most ${MAX_RANGES_PER_DAY} ranges a day`),
      { error: 'weekly must be an object of weekday → ranges' },
    ),
  })
  .superRefine((b, ctx) => {
    for (const [day, ranges] of Object.entries(b.weekly)) {
      for (const [i, problem] of rangeProblems(ranges ?? [])) {
        ctx.addIssue({ code: 'custom', path: ['weekly', day, i], message: PROBLEM_TEXT[problem] });
      }
    }
  })
  .transform((b) => ({
    weekly: Object.fromEntries(
      Object.entries(b.weekly)
        .filter(([, r]) => r && r.length)
        .map(([d, r]) => [d, [...r!].sort((x, y) => x.start.localeCompare(y.start))]),
    ),
  }));
export type WeeklyInput = z.infer<typeof weeklyBody>;

const MAX_WINDOW_MS = 366 * 24 * 3_600_000;

/** POST availability v2: a dated window of availability or unavailability. */
export const windowBody = z
  .object({
    kind: z.enum(WINDOW_KINDS, { error: 'kind must be available or unavailable' }),
    starts_at: instant('starts_at must be an ISO date-time'),
    ends_at: instant('ends_at must be an ISO date-time'),
    reason: z
      .string()
      .trim()
      .max(500, 'reason must be at most 500 characters')
      .nullish()
      .transform((v) => v || null),
  })
  .refine((b) => Date.parse(b.ends_at) > Date.parse(b.starts_at), { path: ['ends_at'], message: 'validation.endsAfterStarts' })
  .refine((b) => Date.parse(b.ends_at) - Date.parse(b.starts_at) <= MAX_WINDOW_MS, {
    path: ['ends_at'],
    message: 'validation.windowTooLong',
  });
export type WindowInput = z.infer<typeof windowBody>;
