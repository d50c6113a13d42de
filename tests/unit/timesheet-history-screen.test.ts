import { createElement as h } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { apiKey } from '@/lib/browser/typed-api';
import { timesheetsRoutes } from '@/lib/contracts/routes/timesheets';
import { groupChanges, isAuditField } from '@/components/timesheets/view/log-changes';
import { makeFormat } from '@/lib/browser/format';
import { LOCALES } from '@/lib/i18n/config';
import { TIMECARD_AUDIT_FIELDS, TIMESHEET_AUDIT_FIELDS } from '@/lib/timesheets/types';
import type { FieldChange, TimesheetDetail, TimesheetLogRow } from '@/lib/timesheets/schema';
import { screenHarness } from '@/tests/support/render-screen';

// The History tab renders each logged change as a translated, formatted diff (issue 10): labels, not the
// stored keys, in every locale.

vi.mock('next/navigation', () => import('@/tests/support/navigation'));

const ID = '11111111-1111-4111-8111-111111111111';
const CARD = '22222222-2222-4222-8222-222222222222';
const GONE = '33333333-3333-4333-8333-333333333333';
const inAt = '2030-03-04T08:00:00.000Z';
const outBefore = '2030-03-04T16:00:00.000Z';
const outAfter = '2030-03-04T17:30:00.000Z';
const goneIn = '2030-03-06T08:00:00.000Z';

const card = (id: string, clockIn: string, field: string, from: FieldChange['from'], to: FieldChange['to']): FieldChange => ({
  entity: 'timecard',
  entity_id: id,
  field,
  from,
  to,
  card_clock_in: clockIn,
});
const log = (over: Partial<TimesheetLogRow>): TimesheetLogRow => ({
  _id: 1,
  action: 'edit',
  from_status: 'pending',
  to_status: 'pending',
  comment: null,
  reason: null,
  changes: [],
  source: null,
  user_name: 'Alex Admin',
  created_at: '2030-03-10T09:00:00.000Z',
  ...over,
});
const logs: TimesheetLogRow[] = [
  log({
    _id: 2,
    reason: 'Tuesday clock-out was wrong',
    changes: [
      { entity: 'timesheet', field: 'manager', from: null, to: 'Jo Lead' },
      card(CARD, inAt, 'clock_out', outBefore, outAfter),
      card(CARD, inAt, 'break_minutes', 30, 45),
      card(GONE, goneIn, 'clock_in', goneIn, null),
      card(GONE, goneIn, 'clock_out', '2030-03-06T12:00:00.000Z', null),
      card(GONE, goneIn, 'break_minutes', 0, null),
    ],
  }),
  log({
    _id: 1,
    action: 'lock',
    user_name: null,
    comment: 'Week closed by the system',
    changes: [{ entity: 'timesheet', field: 'locked', from: false, to: true }],
  }),
  log({ _id: 3, action: 'clock_in', created_at: '2030-03-04T08:00:00.000Z', changes: [card(CARD, inAt, 'clock_in', null, inAt)] }),
  // Approved with the one-click link of the mail (lib/approval-links): the entry says so.
  log({
    _id: 4,
    action: 'approve',
    from_status: 'submitted',
    to_status: 'approved',
    source: 'email',
    user_name: 'Casey Contact',
    created_at: '2030-03-11T09:00:00.000Z',
  }),
];
const logsKey = (id: string) => apiKey(timesheetsRoutes.logs, { params: { id } });
const fallback: Record<string, unknown> = { [logsKey(ID)]: { data: logs } };
const { render, missing } = screenHarness({ namespaces: ['timesheets'], fallback, pathname: `/timesheets/view/${ID}` });

/** Stored keys (as whole words: "Clocked in" is not the key "locked") and message paths that must never reach the screen. */
const RAW_KEYS = [...TIMESHEET_AUDIT_FIELDS, ...TIMECARD_AUDIT_FIELDS, 'timecard_delete', 'log\\.\\w+'].map(
  (k) => new RegExp(`\\b${k}\\b`),
);
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'");

describe('timesheet History tab', () => {
  it('shows each change with its label and formatted values, grouped per timecard with its day, and the reason', async () => {
    const { History } = await import('@/components/timesheets/view/history');
    const fmt = makeFormat('en', 'USD');
    const html = await render(h(History, { id: ID, fmt }));
    expect(missing).toEqual([]);
    const shown = text(html).replace(/\s+/g, ' ');
    for (const part of [
      'Reason:',
      'Tuesday clock-out was wrong',
      'Manager',
      '— → Jo Lead',
      'System',
      'Locked',
      'No → Yes',
      'Clocked in',
      `Timecard of ${fmt.weekday(inAt)}`,
      'Clock-out',
      `${fmt.time(outBefore)} → ${fmt.time(outAfter)}`,
      'Break (minutes)',
      '30 → 45',
      `Timecard removed: ${fmt.weekday(goneIn)}`,
      'Clock-in',
      `${fmt.time(goneIn)} → —`,
      'Casey Contact · Approved · from the email link · Submitted → Approved',
    ])
      expect(shown, part).toContain(part);
    for (const key of RAW_KEYS) expect(shown).not.toMatch(key);
    // Headings: the section's h2, one h3 per entry, one h4 per timecard group; the diffs are description lists.
    expect(html.match(/<h3/g)).toHaveLength(4);
    expect(html.match(/<h4/g)).toHaveLength(3);
    expect(html).toContain('<dl');
  });

  for (const locale of LOCALES) {
    it(`has every label in ${locale}, and no stored key`, async () => {
      const { History } = await import('@/components/timesheets/view/history');
      const html = await render(h(History, { id: ID, fmt: makeFormat(locale, 'USD') }), locale);
      expect(missing).toEqual([]);
      for (const key of RAW_KEYS) expect(text(html)).not.toMatch(key);
      // The source of an approval from the mail's link is a translated phrase, never the stored 'email'.
      if (locale !== 'en') expect(text(html)).not.toMatch(/\bemail\b/);
    });
  }

  it('groups the timesheet first, then timecards by day; a card is added, removed or changed', () => {
    const groups = groupChanges([...logs[0]!.changes].reverse());
    expect(groups.map((g) => (g.kind === 'card' ? `${g.state}:${g.id}` : g.kind))).toEqual([
      'timesheet',
      `changed:${CARD}`,
      `removed:${GONE}`,
    ]);
    expect(groupChanges(logs[2]!.changes).map((g) => g.kind === 'card' && g.state)).toEqual(['added']);
    expect(isAuditField('constructor')).toBe(false);
  });

  it('an unknown field reads as "Another field", never as its key', async () => {
    fallback[logsKey('other')] = { data: [log({ changes: [{ entity: 'timesheet', field: 'mystery_column', from: 'a', to: 'b' }] })] };
    const { History } = await import('@/components/timesheets/view/history');
    const html = await render(h(History, { id: 'other', fmt: makeFormat('en', 'USD') }));
    expect(text(html)).toContain('Another field');
    expect(text(html)).not.toContain('mystery_column');
  });
});

describe('timesheet edit form', () => {
  it('offers an optional "Reason for the change"', async () => {
    const { EditForm } = await import('@/components/timesheets/edit/edit-form');
    const ts: TimesheetDetail = {
      _id: ID,
      user_id: 'w1',
      worker_name: 'Sam Worker',
      location_id: 'l1',
      location_name: 'Dock 7',
      company_id: 'c1',
      company_name: 'Northwind',
      placement_id: null,
      position: null,
      week_start: '2030-03-04',
      week_end: '2030-03-10',
      status: 'pending',
      regular_hours: 8,
      overtime_hours: 0,
      double_time_hours: 0,
      total_hours: 8,
      bill_rate: 26,
      pay_rate: 18,
      bill_total: 208,
      pay_total: 144,
      margin: 64,
      bill_amounts: null,
      pay_amounts: null,
      rules_version: null,
      overtime_law: 'company',
      invoiced_client: false,
      invoiced_vendor: false,
      locked: false,
      archived_at: null,
      payroll_exported_at: null,
      payroll_batch: null,
      comment: null,
      manager: null,
      submitted_at: null,
      approved_at: null,
      updated_at: inAt,
      timecards: [
        {
          _id: CARD,
          timesheet_id: ID,
          user_id: 'w1',
          worker_name: 'Sam Worker',
          location_id: 'l1',
          location_name: 'Dock 7',
          location_timezone: 'America/Chicago',
          company_name: 'Northwind',
          shift_id: null,
          position: 'Packer',
          clock_in: inAt,
          clock_out: outBefore,
          break_minutes: 0,
          hours: 8,
          source: 'manual',
          rating: null,
        },
      ],
      can_rate: false,
      allowed_actions: ['edit'],
    };
    const html = await render(h(EditForm, { ts, fmt: makeFormat('en', 'USD') }));
    expect(missing).toEqual([]);
    expect(html).toContain('Reason for the change');
    expect(html).toMatch(/<input[^>]*maxLength="500"/);
  });
});
