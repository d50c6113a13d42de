import { describe, expect, it } from 'vitest';
import { isDay } from '@/lib/schema-kit/days';
import { addDays, fetchRange, localDay, mondayOf, weekDays, weekFrom, weekdayIndex } from '@/lib/shifts-board/days';
import { groupByDay, groupByLocation, matchesFilter, placeShifts } from '@/lib/shifts-board/group';
import type { BoardLocation, BoardShift } from '@/lib/shifts-board/types';
import { safeZone, shiftTimes, zonedDay, zonedToIso } from '@/lib/shifts-board/zone';

describe('week maths', () => {
  it('validates real days only', () => {
    expect(isDay('2025-02-28')).toBe(true);
    expect(isDay('2024-02-29')).toBe(true);
    expect(isDay('2025-02-29')).toBe(false);
    expect(isDay('2025-13-01')).toBe(false);
    expect(isDay('2025-1-01')).toBe(false);
    expect(isDay('')).toBe(false);
  });

  it('finds the Monday of any day, across month and year ends', () => {
    expect(mondayOf('2025-06-11')).toBe('2025-06-09');
    expect(mondayOf('2025-06-09')).toBe('2025-06-09');
    expect(mondayOf('2025-06-15')).toBe('2025-06-09');
    expect(mondayOf('2026-01-01')).toBe('2025-12-29');
    expect(weekdayIndex('2025-06-15')).toBe(6);
  });

  it('reads the week from the URL, falling back to this week', () => {
    expect(weekFrom('2025-06-12', '2030-01-01')).toBe('2025-06-09');
    expect(weekFrom('junk', '2025-06-12')).toBe('2025-06-09');
    expect(weekFrom(null, '2025-06-12')).toBe('2025-06-09');
    expect(weekFrom('2025-02-30', '2025-06-12')).toBe('2025-06-09');
  });

  it('lists seven days Monday to Sunday and steps whole weeks over DST changes', () => {
    expect(weekDays('2025-03-24')).toEqual([
      '2025-03-24',
      '2025-03-25',
      '2025-03-26',
      '2025-03-27',
      '2025-03-28',
      '2025-03-29',
      '2025-03-30',
    ]);
    expect(addDays('2025-03-24', 7)).toBe('2025-03-31');
    expect(addDays('2025-01-06', -7)).toBe('2024-12-30');
  });

  it('asks the API for a day either side of the week', () => {
    expect(fetchRange('2025-06-09')).toEqual({ startDate: '2025-06-08', endDate: '2025-06-16' });
  });

  it('gives the local calendar day of a date', () => {
    expect(localDay(new Date(2025, 0, 5, 23, 30))).toBe('2025-01-05');
  });
});

describe('location time zones', () => {
  it('turns a wall-clock time at a location into an instant, summer and winter', () => {
    expect(zonedToIso('2025-07-01', '09:00', 'America/Chicago')).toBe('2025-07-01T14:00:00.000Z');
    expect(zonedToIso('2025-01-15', '09:00', 'America/Chicago')).toBe('2025-01-15T15:00:00.000Z');
    expect(zonedToIso('2025-07-01', '09:30', 'Asia/Kolkata')).toBe('2025-07-01T04:00:00.000Z');
    expect(zonedToIso('2025-07-01', '09:00', 'UTC')).toBe('2025-07-01T09:00:00.000Z');
  });

  it('handles the day clocks change', () => {
    // 2025-03-09: New York jumps from 02:00 to 03:00; 08:00 that day is already daylight time.
    expect(zonedToIso('2025-03-09', '08:00', 'America/New_York')).toBe('2025-03-09T12:00:00.000Z');
    expect(zonedToIso('2025-11-02', '08:00', 'America/New_York')).toBe('2025-11-02T13:00:00.000Z');
  });

  it('runs a shift past midnight when it ends at or before its start', () => {
    expect(shiftTimes('2025-07-01', '22:00', '06:00', 'UTC')).toEqual({
      starts_at: '2025-07-01T22:00:00.000Z',
      ends_at: '2025-07-02T06:00:00.000Z',
    });
    expect(shiftTimes('2025-07-01', '08:00', '16:30', 'UTC').ends_at).toBe('2025-07-01T16:30:00.000Z');
  });

  it('names the day an instant falls on at the location, and survives a bad zone name', () => {
    expect(zonedDay('2025-07-02T03:00:00Z', 'America/Los_Angeles')).toBe('2025-07-01');
    expect(zonedDay('2025-07-02T03:00:00Z', 'Europe/Berlin')).toBe('2025-07-02');
    expect(safeZone('Mars/Olympus')).toBe('UTC');
    expect(safeZone(undefined)).toBe('UTC');
  });
});

const LA: BoardLocation = { _id: 'la', name: 'Dock B', company_name: 'Northwind', timezone: 'America/Los_Angeles' };
const BER: BoardLocation = { _id: 'ber', name: 'Lager', company_name: 'Acme Foods', timezone: 'Europe/Berlin' };
const EMPTY: BoardLocation = { _id: 'empty', name: 'Annex', company_name: 'Zeta', timezone: 'UTC' };
const shift = (id: string, loc: BoardLocation, startsAt: string, position = 'Picker', status = 'published'): BoardShift => ({
  _id: id,
  location_id: loc._id,
  location_name: loc.name,
  company_name: loc.company_name,
  job_id: null,
  position,
  starts_at: startsAt,
  ends_at: startsAt,
  headcount: 2,
  status,
});

describe('grouping shifts on the board', () => {
  const days = weekDays('2025-06-09');
  const shifts = [
    shift('late-sunday-la', LA, '2025-06-16T03:00:00Z'), // Sunday 20:00 in LA, Monday in UTC
    shift('mon-ber-2', BER, '2025-06-09T12:00:00Z', 'Driver'),
    shift('mon-ber-1', BER, '2025-06-09T06:00:00Z'),
    shift('before-week', LA, '2025-06-09T05:00:00Z'), // Sunday 22:00 in LA of the week before
    shift('wed-la', LA, '2025-06-11T16:00:00Z', 'Loader', 'draft'),
  ];

  it('places each shift on its local day and drops days outside the week', () => {
    const placed = placeShifts(shifts, [LA, BER], days);
    expect(placed.map((s) => [s._id, s.day])).toEqual([
      ['mon-ber-1', '2025-06-09'],
      ['mon-ber-2', '2025-06-09'],
      ['wed-la', '2025-06-11'],
      ['late-sunday-la', '2025-06-15'],
    ]);
  });

  it('groups rows by location, sorted by company then name, with every day present', () => {
    const rows = groupByLocation(placeShifts(shifts, [LA, BER], days), [LA, BER, EMPTY], days);
    expect(rows.map((r) => [r.locationId, r.count])).toEqual([
      ['ber', 2],
      ['la', 2],
    ]);
    expect(Object.keys(rows[0]!.cells)).toEqual(days);
    expect(rows[0]!.cells['2025-06-09']!.map((s) => s._id)).toEqual(['mon-ber-1', 'mon-ber-2']);
    expect(rows[1]!.cells['2025-06-15']!.map((s) => s._id)).toEqual(['late-sunday-la']);
    expect(rows[1]!.timeZone).toBe('America/Los_Angeles');
  });

  it('keeps a filtered location as an empty row', () => {
    const rows = groupByLocation([], [LA, BER, EMPTY], days, 'empty');
    expect(rows.map((r) => [r.locationId, r.count])).toEqual([['empty', 0]]);
  });

  it('lists the agenda by day, skipping empty days', () => {
    const agenda = groupByDay(placeShifts(shifts, [LA, BER], days), days);
    expect(agenda.map((d) => [d.day, d.shifts.length])).toEqual([
      ['2025-06-09', 2],
      ['2025-06-11', 1],
      ['2025-06-15', 1],
    ]);
  });

  it('tells whether the current filters would show a shift', () => {
    const s = shift('x', LA, '2025-06-11T16:00:00Z', 'Loader', 'draft');
    const none = { location: 'all', position: '', status: 'all', staffing: 'all', q: '' } as const;
    expect(matchesFilter(s, none)).toBe(true);
    expect(matchesFilter(s, { ...none, staffing: 'open' })).toBe(false);
    expect(matchesFilter(s, { ...none, status: 'published' })).toBe(false);
    expect(matchesFilter(s, { ...none, location: 'ber' })).toBe(false);
    expect(matchesFilter(s, { ...none, position: 'Loader', q: 'dock' })).toBe(true);
    expect(matchesFilter(s, { ...none, q: 'forklift' })).toBe(false);
  });
});
