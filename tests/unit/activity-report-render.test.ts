import { NextIntlClientProvider } from 'next-intl';
import { createElement as h, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ActionBars } from '@/components/activity-report/action-bars';
import { ActivityChart } from '@/components/activity-report/activity-chart';
import { CompaniesBreakdown, UsersBreakdown } from '@/components/activity-report/breakdowns';
import { PeriodPicker } from '@/components/activity-report/period-picker';
import { ReportFilters } from '@/components/activity-report/report-filters';
import { StatCards } from '@/components/activity-report/stat-cards';
import { ToastProvider } from '@/components/ui/toast';
import { LOCALES } from '@/lib/i18n/config';
import { loadMessages } from '@/lib/i18n/messages';

const query = { from: '2025-03-01', to: '2025-03-02', company_id: undefined, user_id: undefined };
const zero = { logins: 0, timesheet_actions: 0, applications: 0, placements: 0 };
const totals = { logins: 3, timesheet_actions: 5, applications: 1, placements: 0 };
const noop = () => {};

/** Every part of the report, server-rendered in a locale; message look-ups that fail are collected. */
async function render(locale: string, ui: ReactNode) {
  const errors: string[] = [];
  const messages = await loadMessages(locale as (typeof LOCALES)[number]);
  const onError = (e: Error) => void errors.push(e.message);
  const html = renderToStaticMarkup(
    h(NextIntlClientProvider, {
      locale,
      messages,
      timeZone: 'UTC',
      onError,
      children: h(ToastProvider, { closeLabel: 'Close', children: ui }),
    }),
  );
  return { html, errors };
}

const report = () => [
  h(PeriodPicker, { key: 'p', period: { from: '2025-03-05', to: '2025-03-01' }, today: '2025-03-10', onPreset: noop, onPeriod: noop }),
  h(ReportFilters, {
    key: 'f',
    company: '',
    user: '',
    options: { companies: [{ id: 'c', name: 'Northwind' }], users: [{ id: 'u', name: 'Ann', email: 'a@x.test' }] },
    onChange: noop,
  }),
  h(StatCards, { key: 's', totals, previous: { ...zero, logins: 2, timesheet_actions: 10 } }),
  h(ActionBars, {
    key: 'a',
    actions: [
      { action: 'approve', count: 3 },
      { action: 'custom_step', count: 1 },
    ],
  }),
  h(ActivityChart, {
    key: 'c',
    points: [
      { bucket: '2025-03-01', ...totals },
      { bucket: '2025-03-02', ...zero },
    ],
    granularity: 'day',
    query,
  }),
  h(UsersBreakdown, {
    key: 'u',
    rows: [{ user_id: 'u', name: 'Ann', email: 'a@x.test', ...totals, last_active: '2025-03-01T10:00:00.000Z' }],
    caption: 'Users',
    query,
  }),
  h(CompaniesBreakdown, { key: 'co', rows: [], caption: 'Companies', query }),
];

describe('activity report screen parts', () => {
  for (const locale of LOCALES) {
    it(`render in ${locale} with every message present`, async () => {
      const { errors } = await render(locale, report());
      expect(errors).toEqual([]);
    });
  }

  it('state deltas, the chart as text, and readable labels', async () => {
    const { html } = await render('en', report());
    expect(html).toContain('+50%'); // logins 3 against 2
    expect(html).toContain('-50%'); // timesheet actions 5 against 10
    expect(html).toContain('New'); // applications 1 against 0
    expect(html).toContain('No change'); // placements 0 against 0
    expect(html).toContain('Busiest day: Mar 1, 2025, with 9 in all.');
    expect(html).toMatch(/<th scope="row">Mar 2, 2025<\/th><td>0<\/td>/); // the zero-filled day is in the hidden table
    expect(html).toContain('custom_step'); // an action without a label shows as logged
    expect(html).toContain('The end date must be on or after the start date.');
    expect(html).toContain('aria-sort="descending"');
    expect(html).toContain('No client company activity in this period.');
  });
});
