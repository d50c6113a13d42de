import { DEFAULT_CURRENCY } from './currency';

/**
 * The company's timesheet rules (settings.timesheets) and their limits, in plain TypeScript so the
 * browser form can check them without zod. Nothing here depends on components/, so the server
 * schema can be built from the same table once it moves to lib/settings.
 */
export const WEEK_STARTS = ['monday', 'sunday'] as const;
export const ROUNDING_MINUTES = [0, 5, 6, 10, 15, 30] as const;
export const ROUNDING_MODES = ['nearest', 'up', 'down'] as const;
type WeekStart = (typeof WEEK_STARTS)[number];
export type RoundingMinutes = (typeof ROUNDING_MINUTES)[number];
type RoundingMode = (typeof ROUNDING_MODES)[number];

export const NUMBER_RULES = {
  overtime_daily_hours: { min: 0, max: 24, integer: false, fallback: null },
  double_time_daily_hours: { min: 0, max: 24, integer: false, fallback: null },
  overtime_weekly_hours: { min: 0, max: 168, integer: false, fallback: 40 },
  paid_break_under_minutes: { min: 0, max: 60, integer: true, fallback: 20 },
  overtime_pay_multiplier: { min: 1, max: 4, integer: false, fallback: 1.5 },
  double_time_pay_multiplier: { min: 1, max: 4, integer: false, fallback: 2 },
  overtime_bill_multiplier: { min: 1, max: 4, integer: false, fallback: 1.5 },
  double_time_bill_multiplier: { min: 1, max: 4, integer: false, fallback: 2 },
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
  rounding_mode: RoundingMode;
  /** California's seventh consecutive day: its first 8 hours are overtime, the rest double time. */
  seventh_day_rule: boolean;
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
    rounding_mode: ROUNDING_MODES.includes(o.rounding_mode as RoundingMode) ? (o.rounding_mode as RoundingMode) : 'nearest',
    seventh_day_rule: o.seventh_day_rule === true,
    currency: typeof o.currency === 'string' && CURRENCY.test(o.currency) ? o.currency : DEFAULT_CURRENCY,
    ...(Object.fromEntries(NUMBER_FIELDS.map((k) => [k, pick(k)])) as { [K in NumberRule]: TimesheetRules[K] }),
  };
}

export function toDraft(r: TimesheetRules): RulesDraft {
  const text = (v: number | null) => (v === null ? '' : String(v));
  return {
    week_start: r.week_start,
    rounding_minutes: r.rounding_minutes,
    rounding_mode: r.rounding_mode,
    seventh_day_rule: r.seventh_day_rule,
    currency: r.currency,
    ...(Object.fromEntries(NUMBER_FIELDS.map((k) => [k, text(r[k])])) as Record<NumberRule, string>),
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
  const num = (k: NumberRule) => (d[k].trim() === '' ? NUMBER_RULES[k].fallback : Number(d[k]));
  return {
    week_start: d.week_start,
    rounding_minutes: d.rounding_minutes,
    rounding_mode: d.rounding_mode,
    seventh_day_rule: d.seventh_day_rule,
    currency: d.currency.trim().toUpperCase(),
    ...(Object.fromEntries(NUMBER_FIELDS.map((k) => [k, num(k)])) as { [K in NumberRule]: TimesheetRules[K] }),
  };
}
