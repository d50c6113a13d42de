import { NextIntlClientProvider } from 'next-intl';
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ActionBars } from '@/components/activity-report/action-bars';
import { LOCALES } from '@/lib/i18n/config';
import { loadMessages, type Messages } from '@/lib/i18n/messages';
import { TIMESHEET_ACTIONS } from '@/lib/timesheets/types';
import { TIMESHEET_LOG_ACTIONS } from '@/lib/timesheets/log-actions';
import { BLOCK_LOG_ACTION, UNBLOCK_LOG_ACTION } from '@/lib/worker-blocks/types';

/** The string at a dotted path of a catalogue, or undefined when the path is missing or not a string. */
function at(messages: Messages, path: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

// The one list of timesheet log actions feeds the activity report's chart and the History tab: a new
// action added there must come with its labels, or both screens would show a raw key.
describe('timesheet log actions', () => {
  it('hold every transition action and the worker-block actions, once each', () => {
    for (const a of [...TIMESHEET_ACTIONS, BLOCK_LOG_ACTION, UNBLOCK_LOG_ACTION]) expect(TIMESHEET_LOG_ACTIONS).toContain(a);
    expect(new Set(TIMESHEET_LOG_ACTIONS).size).toBe(TIMESHEET_LOG_ACTIONS.length);
  });

  for (const locale of LOCALES) {
    it(`each has a label in ${locale}, in the activity report and in the timesheet history`, async () => {
      const messages = await loadMessages(locale);
      const missing = TIMESHEET_LOG_ACTIONS.flatMap((a) => [`activityReport.actions.labels.${a}`, `timesheets.log.${a}`]).filter(
        (path) => !at(messages, path)?.trim(),
      );
      expect(missing).toEqual([]);
    });
  }

  it('the chart labels every one of them and shows an unknown action as logged', async () => {
    const messages = await loadMessages('en');
    const actions = [...TIMESHEET_LOG_ACTIONS, 'custom_step'].map((action, i) => ({ action, count: i + 1 }));
    const html = renderToStaticMarkup(
      h(NextIntlClientProvider, { locale: 'en', messages, timeZone: 'UTC', children: h(ActionBars, { actions }) }),
    );
    for (const a of TIMESHEET_LOG_ACTIONS) expect(html).toContain(`>${at(messages, `activityReport.actions.labels.${a}`)}<`);
    expect(html).toContain('>custom_step<');
  });
});
