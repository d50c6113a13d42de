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

/** The ICU parameters of a reason message (messages/<ns>.exceptions.reasons.<kind>) from an exception's stored numbers. */
export function reasonParams(kind: ExceptionKind, d: ExceptionDetail): Record<string, string | number> {
  const n = (k: string) => (typeof d[k] === 'number' ? (d[k] as number) : Number(d[k] ?? 0));
  switch (kind) {
    case 'outside_fence':
      return { punch: d.punch === 'out' ? 'out' : 'in', distance: n('distance_m'), radius: n('radius_m') };
    case 'missed_punch':
      return { hours: n('hours') };
    case 'missed_break':
      return { hours: n('hours'), after: n('after_hours') };
    case 'short_break':
      return { minutes: n('minutes'), min: n('min_minutes') };
    case 'long_shift':
      return { hours: n('hours'), max: n('max_hours') };
    case 'early_arrival':
    case 'late_arrival':
      return { minutes: n('minutes') };
  }
}
