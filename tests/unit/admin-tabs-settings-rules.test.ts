import { describe, expect, it } from 'vitest';
import { checkOrigins } from '@/components/admin/tabs/iframe-origins';
import * as rules from '@/lib/settings/schema';
import { fromDraft, readRules, toDraft, validateDraft } from '@/lib/settings/timesheet-rules';

describe('timesheet rules tab model', () => {
  it('reads stored rules, falling back to defaults for missing or out-of-range values', () => {
    expect(readRules(undefined)).toEqual({
      week_start: 'monday',
      rounding_minutes: 0,
      rounding_mode: 'nearest',
      seventh_day_rule: false,
      currency: 'USD',
      overtime_daily_hours: null,
      double_time_daily_hours: null,
      overtime_weekly_hours: 40,
      paid_break_under_minutes: 20,
      overtime_pay_multiplier: 1.5,
      double_time_pay_multiplier: 2,
      overtime_bill_multiplier: 1.5,
      double_time_bill_multiplier: 2,
      approval_deadline_days: 7,
      auto_lock_days: null,
    });
    expect(
      readRules({ rounding_mode: 'up', seventh_day_rule: true, overtime_bill_multiplier: 1.75, double_time_pay_multiplier: 9 }),
    ).toMatchObject({ rounding_mode: 'up', seventh_day_rule: true, overtime_bill_multiplier: 1.75, double_time_pay_multiplier: 2 });
    expect(readRules({ rounding_mode: 'sideways', seventh_day_rule: 'yes' })).toMatchObject({
      rounding_mode: 'nearest',
      seventh_day_rule: false,
    });
    const r = readRules({
      week_start: 'sunday',
      rounding_minutes: 15,
      currency: 'EUR',
      overtime_daily_hours: 8,
      overtime_weekly_hours: 500,
      approval_deadline_days: 2.5,
      auto_lock_days: 14,
    });
    expect(r).toMatchObject({ week_start: 'sunday', rounding_minutes: 15, currency: 'EUR', overtime_daily_hours: 8, auto_lock_days: 14 });
    expect(r.overtime_weekly_hours).toBe(40);
    expect(r.approval_deadline_days).toBe(7);
    expect(readRules({ rounding_minutes: 7, week_start: 'friday', currency: 'usd' })).toMatchObject({
      rounding_minutes: 0,
      week_start: 'monday',
      currency: 'USD',
    });
  });

  it('validates ranges, whole days, required fields and the currency code', () => {
    const ok = toDraft(readRules({}));
    expect(validateDraft(ok)).toEqual({});
    expect(
      validateDraft({
        ...ok,
        overtime_daily_hours: '25',
        overtime_weekly_hours: '',
        approval_deadline_days: '1.5',
        auto_lock_days: '-1',
        currency: 'US',
      }),
    ).toEqual({
      overtime_daily_hours: 'range',
      overtime_weekly_hours: 'required',
      approval_deadline_days: 'integer',
      auto_lock_days: 'range',
      currency: 'currency',
    });
    expect(
      validateDraft({
        ...ok,
        overtime_daily_hours: '7.5',
        auto_lock_days: '90',
        approval_deadline_days: '30',
        overtime_weekly_hours: '168',
      }),
    ).toEqual({});
  });

  it('sends cleared optional rules as null so the server merge clears them', () => {
    const part = fromDraft({
      ...toDraft(readRules({ overtime_daily_hours: 8, auto_lock_days: 3 })),
      overtime_daily_hours: ' ',
      auto_lock_days: '',
      currency: 'gbp',
    });
    expect(part).toMatchObject({ overtime_daily_hours: null, auto_lock_days: null, currency: 'GBP', overtime_weekly_hours: 40 });
  });
});

describe('iframe origins check (same rule as the server)', () => {
  it('normalises, de-duplicates and reports lines that are not https origins', () => {
    const c = checkOrigins(
      ' https://WWW.Example.com \n\nhttps://www.example.com\nhttp://a.test\nhttps://b.test/path\nhttps://c.test:8443',
      rules,
    );
    expect(c.origins).toEqual(['https://www.example.com', 'https://c.test:8443']);
    expect(c.invalid).toEqual(['http://a.test', 'https://b.test/path']);
    expect(c.max).toBeNull();
  });

  it('reports the server limit when the list is too long', () => {
    const text = Array.from({ length: 21 }, (_, i) => `https://s${i}.example.com`).join('\n');
    expect(checkOrigins(text, rules).max).toBe(20);
    expect(checkOrigins(text.split('\n').slice(0, 20).join('\n'), rules).max).toBeNull();
  });
});

describe('approval link expiry on the timesheet rules tab', () => {
  it('reads the stored days, falling back to 7 for missing or out-of-range values, and checks what the admin types', async () => {
    const { readApprovalLinkDays, parseApprovalLinkDays } = await import('@/lib/settings/approval-links');
    expect(readApprovalLinkDays(undefined)).toBe(7);
    expect(readApprovalLinkDays({ expires_days: 14 })).toBe(14);
    for (const bad of [0, 61, 2.5, '14', null]) expect(readApprovalLinkDays({ expires_days: bad })).toBe(7);
    expect(parseApprovalLinkDays(' 30 ')).toBe(30);
    for (const bad of ['', '0', '61', '1.5', 'x']) expect(parseApprovalLinkDays(bad)).toBeNull();
    const part = rules.jsonParts.approval_links;
    expect(part.safeParse({ expires_days: 60 }).success).toBe(true);
    expect(part.safeParse({ expires_days: 61 }).success).toBe(false);
    expect(part.safeParse({ expires_days: 1.5 }).success).toBe(false);
  });
});
