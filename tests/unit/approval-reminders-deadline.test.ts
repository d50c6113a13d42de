import { describe, expect, it } from 'vitest';
import { daysLate, deadlineOf, dueDateOf, isoWeekOf, slotOf, weekdayOf, weekStartCutoff } from '@/lib/approval-reminders/deadline';
import {
  DEFAULT_REMINDERS,
  fromRemindersDraft,
  readReminders,
  toRemindersDraft,
  validateRemindersDraft,
} from '@/lib/settings/approval-reminders';
import { dueWeekStartCutoff } from '@/lib/timesheets/deadlines';

describe("approval deadlines (UTC days, the Past due tab's rule)", () => {
  it('a week is due on its last day plus the deadline days, and past due from the next midnight', () => {
    expect(dueDateOf('2030-02-25', 7)).toBe('2030-03-10');
    expect(deadlineOf('2030-02-25', 7).toISOString()).toBe('2030-03-11T00:00:00.000Z');
    expect(dueDateOf('2030-02-25', 0)).toBe('2030-03-03');
    expect(daysLate('2030-02-25', 7, new Date('2030-03-11T00:00:00Z'))).toBe(1);
    expect(daysLate('2030-02-25', 7, new Date('2030-03-13T23:59:00Z'))).toBe(3);
  });

  it("the past-due cutoff is the Past due tab's, and escalation hours move it back", () => {
    const now = new Date('2030-03-13T10:00:00Z');
    for (const days of [0, 7, 30]) expect(weekStartCutoff(now, days)).toBe(dueWeekStartCutoff('2030-03-13', days));
    expect(weekStartCutoff(now, 7, 48)).toBe('2030-02-25');
    expect(weekStartCutoff(now, 7, 59)).toBe('2030-02-24');
  });

  it('numbers slots from the epoch, names weekdays and ISO weeks in UTC', () => {
    expect(slotOf(new Date('2030-03-13T00:00:00Z'), 24)).toBe(slotOf(new Date('2030-03-13T23:59:59Z'), 24));
    expect(slotOf(new Date('2030-03-14T00:00:00Z'), 24)).toBe(slotOf(new Date('2030-03-13T00:00:00Z'), 24) + 1);
    expect(weekdayOf(new Date('2030-03-13T10:00:00Z'))).toBe('wednesday');
    expect(weekdayOf(new Date('2030-03-17T23:00:00Z'))).toBe('sunday');
    expect(isoWeekOf(new Date('2030-03-13T10:00:00Z'))).toBe('2030-W11');
    // ISO years: 29 Dec 2025 is in 2026-W01; 1 Jan 2027 (a Friday) in 2026-W53.
    expect(isoWeekOf(new Date('2025-12-29T12:00:00Z'))).toBe('2026-W01');
    expect(isoWeekOf(new Date('2027-01-01T12:00:00Z'))).toBe('2026-W53');
    expect(isoWeekOf(new Date('2027-01-04T00:00:00Z'))).toBe('2027-W01');
  });
});

describe('approval reminder settings', () => {
  it('fall back to the defaults for anything missing or out of range', () => {
    expect(readReminders(undefined)).toEqual(DEFAULT_REMINDERS);
    expect(readReminders({ due_soon_hours: 0, past_due_every_hours: 169, escalate_after_hours: 336, digest_weekday: 'friday' })).toEqual({
      due_soon_hours: 0,
      past_due_every_hours: 24,
      escalate_after_hours: 336,
      digest_weekday: 'friday',
    });
    expect(readReminders({ due_soon_hours: 1.5, digest_weekday: 'someday' })).toEqual(DEFAULT_REMINDERS);
  });

  it('check the form draft: whole hours in range, nothing empty', () => {
    const draft = toRemindersDraft(DEFAULT_REMINDERS);
    expect(validateRemindersDraft(draft)).toEqual({});
    expect(validateRemindersDraft({ ...draft, due_soon_hours: '', escalate_after_hours: '337', past_due_every_hours: '2.5' })).toEqual({
      due_soon_hours: 'required',
      escalate_after_hours: 'range',
      past_due_every_hours: 'range',
    });
    expect(fromRemindersDraft({ ...draft, due_soon_hours: ' 12 ', digest_weekday: 'off' })).toEqual({
      ...DEFAULT_REMINDERS,
      due_soon_hours: 12,
      digest_weekday: 'off',
    });
  });
});
