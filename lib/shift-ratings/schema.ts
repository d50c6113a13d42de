import { z } from 'zod';
import { optionalText } from '@/lib/schema-kit/inputs';
import { isoTimestamp } from '@/lib/schema-kit/responses';
import { MAX_STARS, MIN_STARS, RATING_COMMENT_MAX } from './types';

const STARS_TEXT = `rating must be a whole number from ${MIN_STARS} to ${MAX_STARS}`;

/** PUT …/timecards/{id}/rating: the stars, and an optional comment (blank is none). */
export const ratingBody = z.object({
  rating: z.int({ error: STARS_TEXT }).min(MIN_STARS, STARS_TEXT).max(MAX_STARS, STARS_TEXT),
  comment: optionalText(RATING_COMMENT_MAX, 'comment'),
});
export type RatingInput = z.infer<typeof ratingBody>;

/** A shift's rating as the API answers it. */
export const shiftRating = z.object({
  _id: z.uuid(),
  timecard_id: z.uuid(),
  candidate_id: z.uuid(),
  location_id: z.uuid(),
  rating: z.number().int().min(MIN_STARS).max(MAX_STARS),
  comment: z.string().nullable(),
  rated_by: z.uuid().nullable(),
  rated_by_name: z.string().nullable(),
  created_at: isoTimestamp,
  updated_at: isoTimestamp,
});

export type ShiftRating = z.infer<typeof shiftRating>;
