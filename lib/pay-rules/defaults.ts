import type { PayRules } from './types';

/** Federal-like defaults for a company that has not set its rules: weekly 40, no daily tiers, no rounding. */
export const DEFAULT_PAY_RULES: PayRules = {
  weekStart: 'monday',
  rounding: { minutes: 0, mode: 'nearest' },
  paidBreakUnderMinutes: 20,
  dailyOvertimeAfter: null,
  dailyDoubleTimeAfter: null,
  weeklyOvertimeAfter: 40,
  seventhDay: { enabled: false, overtimeUpTo: 8 },
  multipliers: { overtimePay: 1.5, doubleTimePay: 2, overtimeBill: 1.5, doubleTimeBill: 2 },
};
