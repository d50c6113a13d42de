import type { z } from 'zod';
import type {
  availability,
  availabilityWindow,
  candidateApplication,
  candidateDetail,
  candidatePlacement,
  candidateRow,
  exclusion,
  preferencesOut,
  statusRef,
  weeklyAvailability,
} from './schema';

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

/** A configurable status as shown on a badge. */
export type StatusRef = z.infer<typeof statusRef>;
export type StatusOption = StatusRef & { is_default: boolean };
export type NamedOption = { _id: string; name: string };

export type CandidateRow = z.infer<typeof candidateRow>;

export type CustomFields = Record<string, string | number | boolean | null>;

export type Preferences = z.infer<typeof preferencesOut>;

export type TimeRange = { start: string; end: string };
/** Weekday key ('0' = Monday) → ranges in HH:mm; a missing day has no availability. */
export type WeeklyAvailability = z.infer<typeof weeklyAvailability>;

export type CandidateDetail = z.infer<typeof candidateDetail>;

export type AvailabilityWindow = z.infer<typeof availabilityWindow>;
export type Availability = z.infer<typeof availability>;

export type CandidatePlacement = z.infer<typeof candidatePlacement>;

export type CandidateApplication = z.infer<typeof candidateApplication>;

export type Exclusion = z.infer<typeof exclusion>;
