import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement as h } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { HoursChart } from '@/components/overview/hours-chart';
import { LogChangeList } from '@/components/timesheets/view/log-change-list';
import { CompanyGroup } from '@/components/whos-working/company-group';
import { groupWorkers } from '@/components/whos-working/group-workers';
import { plotValue } from '@/lib/browser/use-uplot';
import { makeFormat } from '@/lib/browser/format';
import { LOCALES } from '@/lib/i18n/config';
import { evaluatePunch } from '@/lib/punches/rules';
import { DEFAULT_PUNCH_RULES } from '@/lib/settings/punch-rules';
import type { FieldChange, WhoIsWorkingRow } from '@/lib/timesheets/schema';
import { boardStatus } from '@/lib/timesheets/whos-working';
import { WORKER_STATUSES, type WorkerStatusCode } from '@/lib/timesheets/worker-status';
import { zoneWithId } from '@/lib/timezones/clock';
import { screenHarness } from '@/tests/support/render-screen';

// Issue 22 items 14 and 2: the board's one status per row (server rule and its badge), chart legends without "–",
// and the zone named wherever site times or site days are shown, in all 8 languages.

vi.mock('next/navigation', () => import('@/tests/support/navigation'));

type Catalogue = Record<string, Record<string, unknown>>;
const catalogue = (ns: string, locale: string) =>
  JSON.parse(readFileSync(path.join(process.cwd(), 'messages', ns, `${locale}.json`), 'utf8')) as Catalogue;
/** Text as React writes it into HTML. */
const escaped = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? `{${k}}`);

const CHICAGO = 'America/Chicago';
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const CLOCK_IN = '2030-03-05T14:05:00.000Z';
const row = (n: number, status: WorkerStatusCode, location = id(80), zone = CHICAGO): WhoIsWorkingRow => ({
  timecard_id: id(n),
  timesheet_id: id(100 + n),
  user_id: id(200 + n),
  worker_name: `Worker ${n}`,
  company_id: id(90),
  company_name: 'Northwind',
  location_id: location,
  location_name: location === id(80) ? 'North Dock' : 'Pier 9',
  location_timezone: zone,
  position: 'Picker',
  clock_in: CLOCK_IN,
  elapsed_minutes: 95,
  on_break: status === 'on_break',
  shift_id: status === 'no_shift' ? null : id(300 + n),
  late_minutes: status === 'late' ? 40 : 0,
  exceptions: status === 'outside_fence' ? ['outside_fence'] : [],
  status,
});
const live = WORKER_STATUSES.filter((s) => s !== 'clocked_out').map((s, i) => row(i + 1, s));

const { render, missing } = screenHarness({ namespaces: ['whosWorking', 'overview', 'timesheets'], fallback: {} });
const compare = (a: string, b: string) => a.localeCompare(b);

describe('boardStatus: one status per card, lateness as late_arrival judges it', () => {
  const facts = fc.record({
    shiftOffsetMin: fc.option(fc.integer({ min: -300, max: 300 }), { nil: null }),
    allowance: fc.integer({ min: 1, max: 240 }),
    onBreak: fc.boolean(),
    fence: fc.boolean(),
    closed: fc.boolean(),
  });
  const clockIn = new Date('2030-03-05T14:05:00Z');

  it('always one of the codes; closed, fence, late, break, no shift, on shift in that order', () => {
    fc.assert(
      fc.property(facts, (f) => {
        const shiftStart = f.shiftOffsetMin === null ? null : new Date(clockIn.getTime() - f.shiftOffsetMin * 60_000);
        const status = boardStatus(
          {
            clockIn,
            clockOut: f.closed ? new Date(clockIn.getTime() + 3_600_000) : null,
            shiftStart,
            onBreak: f.onBreak,
            exceptions: f.fence ? ['outside_fence'] : [],
          },
          { early_late_minutes: f.allowance },
        );
        expect(WORKER_STATUSES).toContain(status);
        // The punch rules' own verdict on the same arrival: late exactly when they raise late_arrival.
        const raised = shiftStart
          ? evaluatePunch(
              {
                clockIn,
                clockOut: null,
                breakMinutes: 0,
                fence: null,
                shift: { startsAt: shiftStart, endsAt: new Date(shiftStart.getTime() + 8 * 3_600_000) },
              },
              { ...DEFAULT_PUNCH_RULES, early_late_minutes: f.allowance },
              clockIn,
            ).some((e) => e.kind === 'late_arrival')
          : false;
        const expected: WorkerStatusCode = f.closed
          ? 'clocked_out'
          : f.fence
            ? 'outside_fence'
            : raised
              ? 'late'
              : f.onBreak
                ? 'on_break'
                : shiftStart
                  ? 'on_shift'
                  : 'no_shift';
        expect(status).toBe(expected);
      }),
    );
  });
});

describe("the board's status badges and zone note, in every locale", () => {
  it('each row shows its status in words (never blank), and the group names its zone', async () => {
    const group = groupWorkers(live, compare)[0]!;
    for (const locale of LOCALES) {
      const html = await render(h(CompanyGroup, { group, clockOffsetMs: 0 }), locale);
      const board = catalogue('whosWorking', locale).board as { statuses: Record<string, string>; late: string; zone: string };
      expect(html.match(/data-testid="worker-status"/g), locale).toHaveLength(live.length);
      for (const r of live) {
        expect(html, `${locale} ${r.status}`).toContain(`data-status="${r.status}"`);
        if (r.status !== 'late') expect(html, `${locale} ${r.status}`).toContain(escaped(board.statuses[r.status]!));
      }
      expect(html, locale).toContain(escaped(fill(board.zone, { zone: zoneWithId(CHICAGO, locale, CLOCK_IN) })));
      expect(html, locale).toContain(`(${CHICAGO})`);
    }
    expect(missing).toEqual([]);
    const en = await render(h(CompanyGroup, { group, clockOffsetMs: 0 }), 'en');
    expect(en).toContain('Times in CST (America/Chicago)');
    expect(en).toContain('Late 40 min');
    expect(en).toContain('No shift');
    expect(en).toContain('On shift');
  });

  it('sites on different clocks: one zone line per site', async () => {
    const group = groupWorkers([row(1, 'on_shift'), row(2, 'late', id(81), 'UTC')], compare)[0]!;
    const html = await render(h(CompanyGroup, { group, clockOffsetMs: 0 }), 'en');
    expect(html).toContain('North Dock: times in CST (America/Chicago)');
    expect(html).toContain('Pier 9: times in UTC');
  });
});

describe('chart legends and the overview chart', () => {
  it('a legend value with nothing under the cursor is empty, never a dash', () => {
    const value = plotValue((v) => `${v} h`);
    // uPlot's own signature: (plot, value, seriesIdx, dataIdx); the plot is not read.
    const call = value as unknown as (u: null, v: number | null) => string;
    expect(call(null, null)).toBe('');
    expect(call(null, 3)).toBe('3 h');
  });

  it("names the sites' zones of its days in every locale", async () => {
    const props = { weekStart: '2030-03-04', thisWeek: [1, 2, 3, 4, 5, 0, 0], lastWeek: [0, 1, 0, 0, 0, 0, 0] };
    for (const locale of LOCALES) {
      const html = await render(h(HoursChart, { ...props, zones: [CHICAGO, 'Europe/Paris'] }), locale);
      expect(html, locale).toContain('data-testid="overview-site-days"');
      expect(html, locale).toContain(`(${CHICAGO})`);
      expect(html, locale).toContain('(Europe/Paris)');
      expect(html, locale).not.toContain('–</');
    }
    expect(missing).toEqual([]);
    const en = await render(h(HoursChart, { ...props, zones: ['America/New_York'] }), 'en');
    expect(en).toContain('Days on the site&#x27;s clock: EST (America/New_York)');
  });
});

describe('History: changed card times on the site clock, named', () => {
  const changes: FieldChange[] = [
    {
      entity: 'timecard',
      entity_id: id(7),
      field: 'clock_in',
      from: '2030-03-05T14:05:00.000Z',
      to: '2030-03-05T14:35:00.000Z',
      card_clock_in: CLOCK_IN,
    },
  ];
  it('a viewer on UTC reads the Chicago card at 8:05 → 8:35 AM CST, in every locale with the zone', async () => {
    for (const locale of LOCALES) {
      const fmt = makeFormat(locale, 'USD', 'UTC', 'UTC');
      const html = await render(h(LogChangeList, { logId: 1, changes, fmt, zone: CHICAGO }), locale);
      const siteTime = fmt.siteTime('2030-03-05T14:35:00.000Z', CHICAGO);
      expect(html, locale).toContain(escaped(siteTime));
      expect(html, locale).toContain(escaped(fmt.siteWeekday(CLOCK_IN, CHICAGO)));
    }
    expect(missing).toEqual([]);
    const html = await render(h(LogChangeList, { logId: 1, changes, fmt: makeFormat('en', 'USD', 'UTC', 'UTC'), zone: CHICAGO }), 'en');
    expect(html).toContain('8:35 AM CST');
    expect(html).not.toContain('2:35 PM');
  });
});
