import { DEFAULT_CURRENCY } from './currency';

/**
 * The company's timesheet rules (settings.timesheets) and their limits, in plain TypeScript so the
 * browser form can check them without zod. Nothing here depends on components/, so the server
 * schema can be built from the same table once it moves to lib/settings.
 */
export const WEEK_STARTS = ['monday', 'sunday'] as const;
export const ROUNDING_MINUTES = [0, 5, 6, 10, 15, 30] as const;
export type WeekStart = (typeof WEEK_STARTS)[number];
export type RoundingMinutes = (typeof ROUNDING_MINUTES)[number];

export const NUMBER_RULES = {
  overtime_daily_hours: { min: 0, max: 24, integer: false, fallback: null },
  overtime_weekly_hours: { min: 0, max: 168, integer: false, fallback: 40 },
  approval_deadline_days: { min: 0, max: 30, integer: true, fallback: 7 },
  auto_lock_days: { min: 0, max: 90, integer: true, fallback: null },
} as const;
export type NumberRule = keyof typeof NUMBER_RULES;
export const NUMBER_FIELDS = Object.keys(NUMBER_RULES) as NumberRule[];
/** Rules whose fallback is null may be left empty (no daily overtime, no auto-lock). */
export const isOptional = (k: NumberRule) => NUMBER_RULES[k].fallback === null;

export type TimesheetRules = {
  week_start: WeekStart;
  rounding_minutes: RoundingMinutes;
  currency: string;
} & { [K in NumberRule]: (typeof NUMBER_RULES)[K]['fallback'] extends null ? number | null : number };

/** What the form edits: numbers as typed, so a half-typed value is not lost. */
type RulesDraft = Omit<TimesheetRules, NumberRule> & Record<NumberRule, string>;
export type RuleError = 'required' | 'range' | 'integer' | 'currency';

const CURRENCY = /^[A-Z]{3}$/;

function inRange(k: NumberRule, v: unknown): v is number {
  const r = NUMBER_RULES[k];
  return typeof v === 'number' && Number.isFinite(v) && v >= r.min && v <= r.max && (!r.integer || Number.isInteger(v));
}

/** Stored rules with defaults for anything missing or out of range (older data, hand edits). */
export function readRules(raw: unknown): TimesheetRules {
  const o = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const pick = <K extends NumberRule>(k: K) => (inRange(k, o[k]) ? o[k] : NUMBER_RULES[k].fallback) as TimesheetRules[K];
  return {
    week_start: WEEK_STARTS.includes(o.week_start as WeekStart) ? (o.week_start as WeekStart) : 'monday',
    rounding_minutes: ROUNDING_MINUTES.includes(o.rounding_minutes as RoundingMinutes) ? (o.rounding_minutes as RoundingMinutes) : 0,
    currency: typeof o.currency === 'string' && CURRENCY.test(o.currency) ? o.currency : DEFAULT_CURRENCY,
    overtime_daily_hours: pick('overtime_daily_hours'),
    overtime_weekly_hours: pick('overtime_weekly_hours'),
    approval_deadline_days: pick('approval_deadline_days'),
    auto_lock_days: pick('auto_lock_days'),
  };
}

export function toDraft(r: TimesheetRules): RulesDraft {
  const text = (v: number | null) => (v === null ? '' : String(v));
  return {
    week_start: r.week_start,
    rounding_minutes: r.rounding_minutes,
    currency: r.currency,
    overtime_daily_hours: text(r.overtime_daily_hours),
    overtime_weekly_hours: text(r.overtime_weekly_hours),
    approval_deadline_days: text(r.approval_deadline_days),
    auto_lock_days: text(r.auto_lock_days),
  };
}

/** Field → error code; empty when the draft can be saved. */
export function validateDraft(d: RulesDraft): Partial<Record<NumberRule | 'currency', RuleError>> {
  const errors: Partial<Record<NumberRule | 'currency', RuleError>> = {};
  for (const k of NUMBER_FIELDS) {
    const text = d[k].trim();
    if (text === '') {
      if (!isOptional(k)) errors[k] = 'required';
      continue;
    }
    const n = Number(text);
    if (!Number.isFinite(n) || n < NUMBER_RULES[k].min || n > NUMBER_RULES[k].max) errors[k] = 'range';
    else if (NUMBER_RULES[k].integer && !Number.isInteger(n)) errors[k] = 'integer';
  }
  if (!CURRENCY.test(d.currency.trim().toUpperCase())) errors.currency = 'currency';
  return errors;
}

/**
 * The `timesheets` part to send. Empty optional rules go as null: the server merges parts into the
 * stored object key by key, so leaving a key out would keep its old value.
 */
export function fromDraft(d: RulesDraft): TimesheetRules {
  const num = (k: NumberRule) => (d[k].trim() === '' ? null : Number(d[k]));
  return {
    week_start: d.week_start,
    rounding_minutes: d.rounding_minutes,
    currency: d.currency.trim().toUpperCase(),
    overtime_daily_hours: num('overtime_daily_hours'),
    overtime_weekly_hours: num('overtime_weekly_hours') ?? NUMBER_RULES.overtime_weekly_hours.fallback,
    approval_deadline_days: num('approval_deadline_days') ?? NUMBER_RULES.approval_deadline_days.fallback,
    auto_lock_days: num('auto_lock_days'),
  };
}
