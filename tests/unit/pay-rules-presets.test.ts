import { describe, expect, it } from 'vitest';
import { DEFAULT_PAY_RULES, presets, rulesFor, workweekStart, type PayRules } from '@/lib/pay-rules';
import { rulesVersion } from '@/lib/pay-rules/rules-version';

const company: PayRules = {
  ...DEFAULT_PAY_RULES,
  weekStart: 'sunday',
  rounding: { minutes: 15, mode: 'nearest' },
  paidBreakUnderMinutes: 15,
  dailyOvertimeAfter: 10,
  multipliers: { overtimePay: 1.75, doubleTimePay: 2.5, overtimeBill: 1.6, doubleTimeBill: 2.2 },
};

describe('jurisdiction presets', () => {
  it('keep the company’s week start, rounding, breaks and multipliers and take the thresholds', () => {
    const ca = rulesFor(company, 'california');
    expect(ca).toEqual({
      ...company,
      dailyOvertimeAfter: 8,
      dailyDoubleTimeAfter: 12,
      weeklyOvertimeAfter: 40,
      seventhDay: { enabled: true, overtimeUpTo: 8 },
    });
    expect(rulesFor(company, 'company')).toBe(company);
  });

  it.each([
    ['none', null, null, null, false],
    ['us_federal', null, null, 40, false],
    ['california', 8, 12, 40, true],
    ['alaska', 8, null, 40, false],
    ['nevada', 8, null, 40, false],
    ['colorado', 12, null, 40, false],
  ] as const)('%s: daily %s, double %s, weekly %s, seventh day %s', (id, daily, double, weekly, seventh) => {
    const r = rulesFor(company, id);
    expect([r.dailyOvertimeAfter, r.dailyDoubleTimeAfter, r.weeklyOvertimeAfter, r.seventhDay.enabled]).toEqual([
      daily,
      double,
      weekly,
      seventh,
    ]);
    expect(presets[id].source.length).toBeGreaterThan(3);
    expect(presets[id].labelKey).toBe(`payRules.jurisdiction.${id}`);
  });

  it('never share a preset object with the rules they produce', () => {
    rulesFor(company, 'california').seventhDay.overtimeUpTo = 99;
    expect(presets.california.seventhDay.overtimeUpTo).toBe(8);
  });
});

describe('rulesVersion', () => {
  it('is a short hash that ignores key order and changes with any rule', () => {
    const v = rulesVersion(company);
    expect(v).toMatch(/^[0-9a-f]{16}$/);
    const reordered = Object.fromEntries(Object.entries(company).reverse()) as PayRules;
    expect(rulesVersion(reordered)).toBe(v);
    expect(rulesVersion({ ...company, weeklyOvertimeAfter: 41 })).not.toBe(v);
    expect(rulesVersion({ ...company, multipliers: { ...company.multipliers, doubleTimeBill: 2.25 } })).not.toBe(v);
    expect(rulesVersion(rulesFor(company, 'california'))).not.toBe(rulesVersion(rulesFor(company, 'alaska')));
  });
});

describe('workweekStart', () => {
  it.each([
    ['2026-01-11', 'monday', '2026-01-05'],
    ['2026-01-12', 'monday', '2026-01-12'],
    ['2026-01-11', 'sunday', '2026-01-11'],
    ['2026-01-10', 'sunday', '2026-01-04'],
    ['2026-03-01', 'monday', '2026-02-23'],
  ] as const)('%s in a %s week → %s', (date, start, expected) => {
    expect(workweekStart(date, start)).toBe(expected);
  });
});
