import { isWithin, storedOr } from '@/lib/bounded';

/**
 * The company's approval reminder rules (settings.approval_reminders) and their limits, in plain
 * TypeScript so the admin form checks them without zod and the server schema is built from the same
 * table. Hours count from a timesheet's approval deadline (lib/approval-reminders/deadline.ts); 0 turns
 * that reminder off.
 */
export const REMINDER_HOURS = {
  /** Remind each approver this many hours before the deadline. */
  due_soon_hours: { min: 0, max: 168, fallback: 24 },
  /** Once past the deadline, remind again every this many hours. */
  past_due_every_hours: { min: 0, max: 168, fallback: 24 },
  /** This many hours after the deadline, tell the backup approver. */
  escalate_after_hours: { min: 0, max: 336, fallback: 48 },
} as const;
export type ReminderHours = keyof typeof REMINDER_HOURS;
export const REMINDER_HOUR_FIELDS = Object.keys(REMINDER_HOURS) as ReminderHours[];

/** ISO weekday order (Monday = 1 … Sunday = 7 is the index + 1). */
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const DIGEST_DAYS = ['off', ...WEEKDAYS] as const;
type DigestDay = (typeof DIGEST_DAYS)[number];

export type ApprovalReminders = Record<ReminderHours, number> & { digest_weekday: DigestDay };

export const DEFAULT_REMINDERS: Readonly<ApprovalReminders> = {
  due_soon_hours: 24,
  past_due_every_hours: 24,
  escalate_after_hours: 48,
  digest_weekday: 'monday',
};

/** Stored rules with the defaults for anything missing or out of range (older data, hand edits). */
export function readReminders(raw: unknown): ApprovalReminders {
  const o = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const hours = Object.fromEntries(REMINDER_HOUR_FIELDS.map((k) => [k, storedOr(REMINDER_HOURS[k], o[k])])) as Record<
    ReminderHours,
    number
  >;
  const day = DIGEST_DAYS.includes(o.digest_weekday as DigestDay) ? (o.digest_weekday as DigestDay) : DEFAULT_REMINDERS.digest_weekday;
  return { ...hours, digest_weekday: day };
}

/** What the form edits: hours as typed, so a half-typed value is not lost. */
export type RemindersDraft = Record<ReminderHours, string> & { digest_weekday: DigestDay };
export type ReminderError = 'required' | 'range';

export const toRemindersDraft = (r: ApprovalReminders): RemindersDraft => ({
  ...(Object.fromEntries(REMINDER_HOUR_FIELDS.map((k) => [k, String(r[k])])) as Record<ReminderHours, string>),
  digest_weekday: r.digest_weekday,
});

/** Field → error code; empty when the draft can be saved. */
export function validateRemindersDraft(d: RemindersDraft): Partial<Record<ReminderHours, ReminderError>> {
  const errors: Partial<Record<ReminderHours, ReminderError>> = {};
  for (const k of REMINDER_HOUR_FIELDS) {
    const text = d[k].trim();
    if (text === '') errors[k] = 'required';
    else if (!isWithin(REMINDER_HOURS[k], Number(text))) errors[k] = 'range';
  }
  return errors;
}

export const fromRemindersDraft = (d: RemindersDraft): ApprovalReminders => ({
  ...(Object.fromEntries(REMINDER_HOUR_FIELDS.map((k) => [k, Number(d[k].trim())])) as Record<ReminderHours, number>),
  digest_weekday: d.digest_weekday,
});
