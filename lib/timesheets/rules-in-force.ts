import { rulesFor, type JurisdictionId, type PayRules } from '@/lib/pay-rules';
import { JURISDICTION_IDS } from '@/lib/pay-rules/types';
import { readRules, type TimesheetRules } from '@/lib/settings/timesheet-rules';

/** The company's timesheet rules (settings.timesheets) as the pay-and-bill engine reads them. */
function companyPayRules(t: TimesheetRules): PayRules {
  return {
    weekStart: t.week_start,
    rounding: { minutes: t.rounding_minutes, mode: t.rounding_mode },
    paidBreakUnderMinutes: t.paid_break_under_minutes,
    dailyOvertimeAfter: t.overtime_daily_hours,
    dailyDoubleTimeAfter: t.double_time_daily_hours,
    weeklyOvertimeAfter: t.overtime_weekly_hours,
    seventhDay: { enabled: t.seventh_day_rule, overtimeUpTo: 8 },
    multipliers: {
      overtimePay: t.overtime_pay_multiplier,
      doubleTimePay: t.double_time_pay_multiplier,
      overtimeBill: t.overtime_bill_multiplier,
      doubleTimeBill: t.double_time_bill_multiplier,
    },
  };
}

/** The rules in force at a site: the company's, with the site's overtime law (locations.pay_rules) applied. */
export function rulesInForce(settingsTimesheets: unknown, jurisdiction: string): PayRules {
  const company = companyPayRules(readRules(settingsTimesheets));
  // A value the column should never hold (a hand edit) reads as the company's rules, never as an error.
  return rulesFor(company, ((JURISDICTION_IDS as readonly string[]).includes(jurisdiction) ? jurisdiction : 'company') as JurisdictionId);
}
