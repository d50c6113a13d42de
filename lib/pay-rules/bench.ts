import { DEFAULT_PAY_RULES } from './defaults';
import { computeWeek } from './engine';
import { rulesFor } from './presets';
import type { Punch, WeekInput } from './types';

// Los Angeles is on PST (−08:00) all through this week.
const at = (date: string, hm: string) => `${date}T${hm}:00-08:00`;
const dayShift = (date: string, from: string, to: string): Punch => ({
  id: date,
  clockIn: at(date, from),
  clockOut: at(date, to),
  breakMinutes: 0,
  breaks: [
    { start: at(date, '10:00'), end: at(date, '10:10') },
    { start: at(date, '12:00'), end: at(date, '12:31') },
  ],
});

/**
 * A realistic week: California rules in Los Angeles, 15-minute rounding, Monday–Friday day shifts
 * with a rest and a meal break each (one long day into double time), and a Saturday night shift that
 * runs past midnight into Sunday with a hand-entered meal break.
 */
const benchWeek: WeekInput = {
  timeZone: 'America/Los_Angeles',
  weekStart: '2026-02-23',
  rules: { ...rulesFor(DEFAULT_PAY_RULES, 'california'), rounding: { minutes: 15, mode: 'nearest' } },
  rates: { pay: 22.5, bill: 33.75 },
  punches: [
    dayShift('2026-02-23', '07:53', '16:38'),
    dayShift('2026-02-24', '08:02', '17:09'),
    dayShift('2026-02-25', '06:58', '20:31'),
    dayShift('2026-02-26', '08:00', '16:30'),
    dayShift('2026-02-27', '08:11', '16:44'),
    { id: 'night', clockIn: at('2026-02-28', '22:04'), clockOut: at('2026-03-01', '06:02'), breakMinutes: 30, breaks: [] },
  ],
};

/** Median microseconds per computeWeek call over `runs` calls of benchWeek (after a warm-up). */
export function benchEngine(runs = 2000): number {
  for (let i = 0; i < 200; i++) computeWeek(benchWeek);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    computeWeek(benchWeek);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return Math.round((times[Math.floor(times.length / 2)] ?? NaN) * 10_000) / 10;
}
