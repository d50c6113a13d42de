import { createElement as h, Fragment } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ListPlace } from '@/components/timesheets/view/list-walk';
import { makeFormat } from '@/lib/browser/format';
import type { TimesheetDetail } from '@/lib/timesheets/schema';
import { nav } from '@/tests/support/navigation';
import { screenHarness } from '@/tests/support/render-screen';

// The timesheet view's way back to the list it came from and its Previous / Next (issue 22), rendered as
// the server does, in every locale; and the list's row links that carry the list there.

vi.mock('next/navigation', () => import('@/tests/support/navigation'));

const ID = '00000000-0000-4000-8000-00000000000b';
const PREV = '00000000-0000-4000-8000-00000000000a';
const NEXT = '00000000-0000-4000-8000-00000000000c';
const BACK = '/timesheets?status=submitted&sort=worker&page=2';
const BACK_PARAM = encodeURIComponent(BACK).replace(/%20/g, '+');

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
  status: 'submitted',
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
  updated_at: '2030-03-11T09:00:00.000Z',
  timecards: [],
  can_rate: false,
  allowed_actions: [],
};

const { render, missing } = screenHarness({
  namespaces: ['timesheets', 'workerBlocks', 'companies'],
  fallback: {},
  pathname: `/timesheets/view/${ID}`,
});

async function header(place: ListPlace, locale = 'en') {
  const { ViewHeader } = await import('@/components/timesheets/view/view-header');
  return render(h(ViewHeader, { ts, fmt: makeFormat(locale, 'USD'), place, actions: null }), locale);
}

const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));

describe('timesheet view: back to the list, Previous / Next', () => {
  it('goes back to the list with its filters, and walks it with the same list carried along', async () => {
    const html = await header({ back: BACK, neighbours: { position: 3, total: 57, previous: PREV, next: NEXT } });
    expect(missing).toEqual([]);
    expect(html).toContain('Timesheet 3 of 57');
    expect(html).toMatch(/<nav[^>]*aria-label="Timesheets in the list"/);
    expect(hrefs(html)).toEqual([BACK, `/timesheets/view/${PREV}?back=${BACK_PARAM}`, `/timesheets/view/${NEXT}?back=${BACK_PARAM}`]);
    expect(html).toMatch(/rel="prev"[^>]*>.*Previous/);
    expect(html).toMatch(/rel="next"[^>]*>.*Next/);
  });

  it('at the first and last sheet the way out of the list is disabled, not a link', async () => {
    const first = await header({ back: '/timesheets', neighbours: { position: 1, total: 2, previous: null, next: NEXT } });
    expect(hrefs(first)).toEqual(['/timesheets', `/timesheets/view/${NEXT}`]);
    expect(first).toMatch(/<a role="link" aria-disabled="true"[^>]*>.*Previous/);
    const last = await header({ back: '/timesheets', neighbours: { position: 2, total: 2, previous: PREV, next: null } });
    expect(hrefs(last)).toEqual(['/timesheets', `/timesheets/view/${PREV}`]);
    expect(last).toMatch(/<a role="link" aria-disabled="true"[^>]*>.*Next/);
  });

  it('a sheet the list no longer holds keeps the back link and shows no walk', async () => {
    const html = await header({ back: BACK, neighbours: null });
    expect(hrefs(html)).toEqual([BACK]);
    expect(html).not.toContain('timesheet-position');
  });

  it.each(['ar', 'de', 'es', 'fr', 'it', 'ru', 'zh'])('in %s: translated, with the numbers', async (locale) => {
    const html = await header({ back: BACK, neighbours: { position: 3, total: 57, previous: PREV, next: NEXT } }, locale);
    expect(missing).toEqual([]);
    const position = html.match(/data-testid="timesheet-position">([^<]+)</)?.[1] ?? '';
    expect(position).toMatch(/3/);
    expect(position).toMatch(/57/);
    expect(position).not.toContain('Timesheet');
  });
});

describe('the edit round trip keeps the list', () => {
  it("the view's Edit carries back; the edit screen's refusal goes back to the view and to the list with it", async () => {
    const { ViewActions } = await import('@/components/timesheets/view/view-actions');
    const run = () => Promise.resolve(true);
    const editable = { ...ts, allowed_actions: ['edit' as const] };
    const actions = await render(
      h(ViewActions, { ts: editable, busy: null, run, role: 'company_admin', fmt: makeFormat('en', 'USD'), back: BACK }),
    );
    expect(hrefs(actions)).toEqual([`/timesheets/edit/${ID}?back=${BACK_PARAM}`]);
    const { EditRefused } = await import('@/components/timesheets/edit/edit-refused');
    const refused = await render(h(EditRefused, { ts: { ...ts, locked: true }, role: 'company_admin', back: BACK }));
    expect(missing).toEqual([]);
    expect(hrefs(refused)).toEqual([`/timesheets/view/${ID}?back=${BACK_PARAM}`, BACK]);
  });
});

describe('timesheet list rows link to the view with the list carried', () => {
  it("a row's link holds the list's query string as back; the plain list adds nothing", async () => {
    const { useSheetHref } = await import('@/components/timesheets/list/sheet-href');
    function Row() {
      return h('a', { href: useSheetHref()(ID) }, 'open');
    }
    nav.search = new URLSearchParams('status=submitted&sort=worker&page=2');
    expect(hrefs(await render(h(Fragment, null, h(Row))))).toEqual([`/timesheets/view/${ID}?back=${BACK_PARAM}`]);
    nav.search = new URLSearchParams();
    expect(hrefs(await render(h(Row)))).toEqual([`/timesheets/view/${ID}`]);
  });
});
