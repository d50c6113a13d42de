/**
 * The candidates API contract (issue 4): what route handlers return and screens consume.
 * Ids are `_id` and fields snake_case, like the rest of the portal's API (SPEC §3).
 */
export const CANDIDATE_SORTS = ['last_name', 'newest'] as const;

export const SHIFT_TIMES = ['morning', 'afternoon', 'evening', 'night', 'weekend'] as const;
export type ShiftTime = (typeof SHIFT_TIMES)[number];

/** Monday (0) to Sunday (6), as the weekly availability stores them. */
export const WEEKDAYS = ['0', '1', '2', '3', '4', '5', '6'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const WINDOW_KINDS = ['available', 'unavailable'] as const;
export type WindowKind = (typeof WINDOW_KINDS)[number];
export type NamedOption = { _id: string; name: string };

export type CustomFields = Record<string, string | number | boolean | null>;

export type TimeRange = { start: string; end: string };
