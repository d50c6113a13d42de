import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { weekPresets } from '@/lib/timesheets/week-presets';

const ZONES = ['UTC', 'America/New_York', 'Pacific/Honolulu', 'Asia/Tokyo', 'Australia/Lord_Howe', 'Europe/London'];
const dayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const plus = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** The calendar day at `at` on the zone's wall clock, as Intl reads it. */
const wallDay = (zone: string, at: number) => new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(at);

describe('this week and last week on the tenant clock', () => {
  it('at Monday 00:30 UTC it is still last week in New York and already this week in Tokyo', () => {
    const at = Date.parse('2026-12-07T00:30:00Z');
    expect(weekPresets('America/New_York', 'monday', at).this_week).toEqual({ from: '2026-11-30', to: '2026-12-06' });
    expect(weekPresets('Asia/Tokyo', 'monday', at).this_week).toEqual({ from: '2026-12-07', to: '2026-12-13' });
    expect(weekPresets('Asia/Tokyo', 'monday', at).last_week).toEqual({ from: '2026-11-30', to: '2026-12-06' });
  });

  it('a Sunday week start over the year end', () => {
    const at = Date.parse('2027-01-01T12:00:00Z');
    expect(weekPresets('UTC', 'sunday', at)).toEqual({
      this_week: { from: '2026-12-27', to: '2027-01-02' },
      last_week: { from: '2026-12-20', to: '2026-12-26' },
    });
  });

  it("holds the zone's today, starts on the week start, spans seven days, last week just before (DST days included)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.parse('2024-01-01T00:00:00Z'), max: Date.parse('2030-12-31T00:00:00Z') }),
        fc.constantFrom(...ZONES),
        fc.constantFrom('monday' as const, 'sunday' as const),
        (at, zone, start) => {
          const { this_week, last_week } = weekPresets(zone, start, at);
          const today = wallDay(zone, at);
          expect(this_week.from <= today && today <= this_week.to).toBe(true);
          expect(dayOf(this_week.from)).toBe(start === 'monday' ? 1 : 0);
          expect(this_week.to).toBe(plus(this_week.from, 6));
          expect(last_week).toEqual({ from: plus(this_week.from, -7), to: plus(this_week.from, -1) });
        },
      ),
    );
  });
});
