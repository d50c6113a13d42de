import type { JurisdictionId, PayRules } from './types';

export type PresetId = Exclude<JurisdictionId, 'company'>;

/** What a jurisdiction decides: when overtime and double time start. Everything else stays the company's. */
export type JurisdictionPreset = Pick<PayRules, 'dailyOvertimeAfter' | 'dailyDoubleTimeAfter' | 'weeklyOvertimeAfter' | 'seventhDay'> & {
  /** Message key for the settings screen's label. */
  labelKey: string;
  /** Where the thresholds come from, for the admin and for whoever audits a timesheet. */
  source: string;
};

const noSeventhDay = { enabled: false, overtimeUpTo: 8 };

/**
 * Overtime thresholds by jurisdiction, as data. They are the statutory thresholds for non-exempt
 * employees; exemptions, industry orders and alternative workweek schedules are the company's to
 * configure as its own rules ('company'). Nevada's daily rule counts a 24-hour "workday" from the
 * start of a shift and applies only below 1.5 × minimum wage, and Colorado's also counts 12
 * consecutive hours across midnight; the engine counts local calendar days, as the others do.
 */
export const presets: Record<PresetId, JurisdictionPreset> = {
  none: {
    labelKey: 'payRules.jurisdiction.none',
    source: 'No statutory overtime (e.g. exempt employees)',
    dailyOvertimeAfter: null,
    dailyDoubleTimeAfter: null,
    weeklyOvertimeAfter: null,
    seventhDay: noSeventhDay,
  },
  us_federal: {
    labelKey: 'payRules.jurisdiction.us_federal',
    source: 'FLSA, 29 U.S.C. 207(a); US DOL "Overtime Pay" (WHD Fact Sheet #23)',
    dailyOvertimeAfter: null,
    dailyDoubleTimeAfter: null,
    weeklyOvertimeAfter: 40,
    seventhDay: noSeventhDay,
  },
  california: {
    labelKey: 'payRules.jurisdiction.california',
    source: 'California Labor Code 510(a); DLSE "Overtime" FAQ',
    dailyOvertimeAfter: 8,
    dailyDoubleTimeAfter: 12,
    weeklyOvertimeAfter: 40,
    seventhDay: { enabled: true, overtimeUpTo: 8 },
  },
  alaska: {
    labelKey: 'payRules.jurisdiction.alaska',
    source: 'Alaska Stat. 23.10.060 (employers of 4 or more)',
    dailyOvertimeAfter: 8,
    dailyDoubleTimeAfter: null,
    weeklyOvertimeAfter: 40,
    seventhDay: noSeventhDay,
  },
  nevada: {
    labelKey: 'payRules.jurisdiction.nevada',
    source: 'Nevada NRS 608.018 (8 hours in a workday; under 1.5 × minimum wage)',
    dailyOvertimeAfter: 8,
    dailyDoubleTimeAfter: null,
    weeklyOvertimeAfter: 40,
    seventhDay: noSeventhDay,
  },
  colorado: {
    labelKey: 'payRules.jurisdiction.colorado',
    source: 'Colorado COMPS Order (7 CCR 1103-1), Rule 4.1.1',
    dailyOvertimeAfter: 12,
    dailyDoubleTimeAfter: null,
    weeklyOvertimeAfter: 40,
    seventhDay: noSeventhDay,
  },
};

/**
 * The rules in force at a location: the company's week start, rounding, breaks and multipliers with
 * the jurisdiction's thresholds. The multipliers stay the company's (defaults 1.5 and 2.0): the law
 * sets a minimum (1.5 × the regular rate, 2 × for California double time), and a company may pay more.
 */
export function rulesFor(company: PayRules, jurisdiction: JurisdictionId): PayRules {
  if (jurisdiction === 'company') return company;
  const { dailyOvertimeAfter, dailyDoubleTimeAfter, weeklyOvertimeAfter, seventhDay } = presets[jurisdiction];
  return { ...company, dailyOvertimeAfter, dailyDoubleTimeAfter, weeklyOvertimeAfter, seventhDay: { ...seventhDay } };
}
