/** The kinds of punch exception (timecard_exceptions.kind) and their statuses, shared by server and browser. */
export const EXCEPTION_KINDS = [
  'outside_fence',
  'missed_punch',
  'missed_break',
  'short_break',
  'long_shift',
  'early_arrival',
  'late_arrival',
] as const;
export type ExceptionKind = (typeof EXCEPTION_KINDS)[number];

export const EXCEPTION_STATUSES = ['open', 'acknowledged', 'resolved'] as const;
export type ExceptionStatus = (typeof EXCEPTION_STATUSES)[number];

/** The numbers a reason is worded from (metres, minutes, hours), per kind. */
export type ExceptionDetail = Record<string, number | string>;

/** Grace after the assigned shift's end (or after long_shift_hours from clock-in without a shift) before a missing clock-out is a missed punch. */
export const MISSED_PUNCH_GRACE_HOURS = 2;
/** How far (hours) a clock-in may fall outside a shift's window and still be attached to that shift. */
export const SHIFT_MATCH_HOURS = 2;
