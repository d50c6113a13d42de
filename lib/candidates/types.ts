import type { RatingSummary } from '@/lib/shift-ratings/types';

/**
 * The candidates API contract (issue 4): what route handlers return and screens consume.
 * Ids are `_id` and fields snake_case, like the rest of the portal's API (SPEC §3).
 */
export const CANDIDATE_SORTS = ['last_name', 'newest'] as const;
export type CandidateSort = (typeof CANDIDATE_SORTS)[number];

export const SHIFT_TIMES = ['morning', 'afternoon', 'evening', 'night', 'weekend'] as const;
export type ShiftTime = (typeof SHIFT_TIMES)[number];

/** Monday (0) to Sunday (6), as the weekly availability stores them. */
export const WEEKDAYS = ['0', '1', '2', '3', '4', '5', '6'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const WINDOW_KINDS = ['available', 'unavailable'] as const;
export type WindowKind = (typeof WINDOW_KINDS)[number];

/** A configurable status as shown on a badge. */
export type StatusRef = { _id: string; name: string; color: string | null };
export type StatusOption = StatusRef & { is_default: boolean };
export type NamedOption = { _id: string; name: string };

export type CandidateRow = {
  _id: string;
  first_name: string;
  last_name: string;
  name: string;
  email: string;
  phone: string | null;
  city: string | null;
  status: StatusRef | null;
  has_placement: boolean;
  created_at: string;
};

export type CustomFields = Record<string, string | number | boolean | null>;

export type Preferences = {
  positions: string[];
  locations: string[];
  min_pay_rate: number | null;
  max_distance_miles: number | null;
  shift_times: ShiftTime[];
};

export type TimeRange = { start: string; end: string };
/** Weekday key ('0' = Monday) → ranges in HH:mm; a missing day has no availability. */
export type WeeklyAvailability = Partial<Record<Weekday, TimeRange[]>>;

export type CandidateDetail = CandidateRow & {
  status_id: string | null;
  /** How the worker's shifts were rated (lib/shift-ratings); the candidates API is staff-only. */
  rating: RatingSummary;
  preferences: Preferences;
  weekly_availability: WeeklyAvailability;
  custom_fields: CustomFields;
};

export type AvailabilityWindow = { _id: string; kind: WindowKind; starts_at: string; ends_at: string; reason: string | null; created_at: string };
export type Availability = { weekly: WeeklyAvailability; windows: AvailabilityWindow[] };

export type CandidatePlacement = {
  _id: string;
  company_id: string;
  company_name: string;
  location_name: string;
  position: string;
  start_date: string;
  end_date: string | null;
  status: string;
  bill_rate: number;
  /** Left out for a Company Contact (lib/placements/scope.ts seesPay). */
  pay_rate?: number;
};

export type CandidateApplication = {
  _id: string;
  job_id: string | null;
  job_title: string | null;
  status: StatusRef | null;
  source: string;
  created_at: string;
};

export type Exclusion = { company_id: string; company_name: string; reason: string | null; created_at: string };

export type CandidateMessage = {
  _id: string;
  direction: 'outbound' | 'inbound';
  channel: 'email' | 'sms' | 'app';
  body: string;
  author_name: string | null;
  created_at: string;
};
