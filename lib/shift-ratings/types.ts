/**
 * Shift ratings (issue 10): how a worked shift went, 1–5 stars, by a Company Contact of its location or by
 * staff, while the tenant's "Enable shift rating" switch is on. The API contract routes and screens share.
 */
export const MIN_STARS = 1;
export const MAX_STARS = 5;
export const STARS = [1, 2, 3, 4, 5] as const;
export const RATING_COMMENT_MAX = 500;

/** A worker's ratings in short, for staff: the mean of the stars (2 decimals) and how many; null mean when none. */
export type RatingSummary = { average: number | null; count: number };
