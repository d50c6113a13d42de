import { fieldOf, parseWithin, storedOr } from '@/lib/bounded';

/**
 * The tenant's punch rules (company settings `punch_rules`, edited on the Timesheet rules tab): the
 * thresholds lib/punches/rules.ts raises exceptions by. Plain TypeScript, no zod: the browser form
 * checks the same bounds.
 */
export const PUNCH_RULE_BOUNDS = {
  /** Minutes before / after the assigned shift's start beyond which a clock-in is early / late. */
  early_late_minutes: { min: 1, max: 240, fallback: 15 },
  /** Hours worked after which a break is required (missed_break). */
  break_required_after_hours: { min: 1, max: 24, fallback: 6 },
  /** The shortest break that counts (short_break). */
  min_break_minutes: { min: 1, max: 240, fallback: 30 },
  /** Hours beyond which a shift is long (long_shift); also when a card without a shift counts as a missed punch (+2 h). */
  long_shift_hours: { min: 1, max: 24, fallback: 12 },
} as const;

export type PunchRuleName = keyof typeof PUNCH_RULE_BOUNDS;
export const PUNCH_RULE_FIELDS = Object.keys(PUNCH_RULE_BOUNDS) as PunchRuleName[];
export type PunchRules = Record<PunchRuleName, number>;

export const DEFAULT_PUNCH_RULES: PunchRules = Object.fromEntries(
  PUNCH_RULE_FIELDS.map((k) => [k, PUNCH_RULE_BOUNDS[k].fallback]),
) as PunchRules;

/** The stored rules, each falling back to its default when missing or out of range (older data, hand edits). */
export function readPunchRules(raw: unknown): PunchRules {
  return Object.fromEntries(PUNCH_RULE_FIELDS.map((k) => [k, storedOr(PUNCH_RULE_BOUNDS[k], fieldOf(raw, k))])) as PunchRules;
}

/** The form's text as a rule value, or null when it is not a whole number in range. */
export const parsePunchRule = (k: PunchRuleName, text: string): number | null => parseWithin(PUNCH_RULE_BOUNDS[k], text);
