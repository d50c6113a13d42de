import { z } from 'zod';
import { optionalText } from '@/lib/api/inputs';
import { MAX_STARS, MIN_STARS, RATING_COMMENT_MAX } from './types';

const STARS_TEXT = `rating must be a whole number from ${MIN_STARS} to ${MAX_STARS}`;

/** PUT …/timecards/{id}/rating: the stars, and an optional comment (blank is none). */
export const ratingBody = z.object({
  rating: z.int({ error: STARS_TEXT }).min(MIN_STARS, STARS_TEXT).max(MAX_STARS, STARS_TEXT),
  comment: optionalText(RATING_COMMENT_MAX, 'comment'),
});
export type RatingInput = z.infer<typeof ratingBody>;
