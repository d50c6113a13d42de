import { createElement as h } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { NotificationsInitial } from '@/components/notification-centre/notifications-screen';
import type { BoardInitial } from '@/components/shifts/shifts-screen';
import type { TimecardsInitial } from '@/components/timesheets/timecards/timecards-screen';
import type { WhosWorkingInitial } from '@/components/whos-working/whos-working-screen';
import { ViewerZone } from '@/lib/browser/viewer-zone';
import { LOCALES } from '@/lib/i18n/config';
import { nav } from '@/tests/support/navigation';
import { screenHarness } from '@/tests/support/render-screen';

// The time screens the server renders with their first page (issue 12): given the page's answer as `initial`
// and nothing in SWR's cache, the rows are in the HTML, site times on the site's clock and the rest on the viewer's
// chosen zone (the portal layout's ViewerZone, whichever zone the browser is in), and every text is there in every locale. The browser tests check that hydration then asks for nothing.

vi.mock('next/navigation', () => import('@/tests/support/navigation'));

const ZONE = 'America/Chicago';
const LOC = '0b6f3a0e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
const OTHER = '1b6f3a0e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const locations = {
  data: [
    {
      _id: LOC,
      name: 'North Dock',
      city: null,
      state: null,
      status: 'active',
      timezone: ZONE,
      company_id: id(90),
      company_name: 'Northwind',
    },
    {
      _id: OTHER,
      name: 'Pier 9',
      city: null,
      state: null,
      status: 'active',
      timezone: 'UTC',
      company_id: id(91),
      company_name: 'Harbor Co',
    },
  ],
  meta: { totalItems: 2, total: 2 },
};
const worker = (n: number, location = LOC, company = 'Northwind') => ({
  timecard_id: id(n),
  timesheet_id: id(100 + n),
  user_id: id(200 + n),
  worker_name: `Worker ${n}`,
  company_id: company === 'Northwind' ? id(90) : id(91),
  company_name: company,
  location_id: location,
  location_name: location === LOC ? 'North Dock' : 'Pier 9',
  location_timezone: location === LOC ? ZONE : 'UTC',
  position: 'Picker',
  clock_in: '2030-03-05T14:05:00.000Z',
  elapsed_minutes: 95,
  on_break: n === 2,
  shift_id: null,
  late_minutes: n === 1 ? 12 : 0,
  status: n === 1 ? ('late' as const) : n === 2 ? ('on_break' as const) : ('no_shift' as const),
});
const live = {
  data: [worker(1), worker(2), worker(3, OTHER, 'Harbor Co')],
  meta: {
    totalItems: 3,
    working: 3,
    late: 1,
    no_show: 0,
    no_shows: [],
    as_of: '2030-03-05T15:40:00.000Z',
    headcount: [],
    headcount_zone: ZONE,
    live_version: 1,
  },
};
const history = {
  data: [
    {
      user_id: id(201),
      worker_name: 'Worker 1',
      company_name: 'Northwind',
      location_id: LOC,
      location_name: 'North Dock',
      location_timezone: ZONE,
      position: 'Picker',
      first_in: '2030-02-20T14:00:00.000Z',
      last_out: '2030-02-20T22:00:00.000Z',
      timecards: 1,
      hours: 7.5,
    },
  ],
  meta: { totalItems: 1, total_hours: 7.5, from: '2030-02-18', to: '2030-02-24' },
};
const whosWorking = (over: Partial<WhosWorkingInitial>): WhosWorkingInitial => ({
  view: 'live',
  range: { from: '2030-03-05', to: '2030-03-05' },
  board: live,
  locations,
  ...over,
});

const shift = (n: number, day: string, location = LOC) => ({
  _id: id(300 + n),
  location_id: location,
  location_name: location === LOC ? 'North Dock' : 'Pier 9',
  company_name: location === LOC ? 'Northwind' : 'Harbor Co',
  job_id: null,
  position: 'Picker',
  starts_at: `${day}T14:00:00.000Z`,
  ends_at: `${day}T22:00:00.000Z`,
  headcount: 3,
  filled: 1,
  status: 'published' as const,
  notes: null,
});
const board: BoardInitial = {
  today: '2030-03-05',
  monday: '2030-03-04',
  week: { data: [shift(1, '2030-03-05'), shift(2, '2030-03-07', OTHER)], meta: { totalItems: 2, total: 2, page: 1, per_page: 200 } },
  locations,
};

const timecards: TimecardsInitial = {
  list: {
    data: [
      {
        _id: id(400),
        timesheet_id: id(101),
        user_id: id(201),
        worker_name: 'Worker 1',
        location_id: LOC,
        location_name: 'North Dock',
        location_timezone: ZONE,
        company_name: 'Northwind',
        shift_id: null,
        position: 'Picker',
        clock_in: '2030-03-05T14:05:00.000Z',
        clock_out: null,
        break_minutes: 0,
        hours: null,
        source: 'kiosk',
      },
    ],
    meta: { totalItems: 1, total: 1, page: 1, per_page: 25 },
  },
};

const notifications: NotificationsInitial = {
  renderedAt: '2030-03-05T15:40:00.000Z',
  list: {
    data: [
      {
        _id: id(500),
        event: 'order_created',
        title: 'New order from Northwind',
        link: null,
        read: false,
        created_at: '2030-03-05T15:39:48.000Z',
      },
    ],
    total: 1,
    unread: 1,
    meta: { totalItems: 1, total: 1, page: 1, per_page: 25 },
  },
};

const { render, missing } = screenHarness({
  namespaces: ['whosWorking', 'shiftsBoard', 'timesheets', 'notificationCentre', 'pushNotifications'],
  fallback: {},
});
const label = { label: 'Shift', plural: 'Shifts', singular: 'Shift' };
/** As the portal layout renders every screen: inside the viewer's chosen zone. */
const inPortal = (screen: ReturnType<typeof h>) => h(ViewerZone, { zone: ZONE, children: screen });
const screens = {
  live: async () =>
    inPortal(
      h((await import('@/components/whos-working/whos-working-screen')).WhosWorkingScreen, { initial: whosWorking({}), shiftLabel: label }),
    ),
  history: async () => {
    nav.search = new URLSearchParams('history=true&from=2030-02-18&to=2030-02-24');
    const initial = whosWorking({ view: 'history', range: { from: '2030-02-18', to: '2030-02-24' }, board: history });
    return inPortal(h((await import('@/components/whos-working/whos-working-screen')).WhosWorkingScreen, { initial, shiftLabel: label }));
  },
  siteToday: async () => {
    // No dates: today at each site; the server's answer names the sites' days, which the date inputs show.
    nav.search = new URLSearchParams('history=true');
    const today = { ...history, meta: { ...history.meta, from: '2030-02-20', to: '2030-02-21' } };
    const initial = whosWorking({ view: 'history', range: { from: '', to: '' }, board: today });
    return inPortal(h((await import('@/components/whos-working/whos-working-screen')).WhosWorkingScreen, { initial, shiftLabel: label }));
  },
  board: async () => h((await import('@/components/shifts/shifts-screen')).ShiftsScreen, { title: 'Shifts', label, initial: board }),
  timecards: async () =>
    inPortal(h((await import('@/components/timesheets/timecards/timecards-screen')).TimecardsScreen, { initial: timecards })),
  notifications: async () =>
    inPortal(h((await import('@/components/notification-centre/notifications-screen')).NotificationsScreen, { initial: notifications })),
};

describe('time screens rendered on the server with their first page', () => {
  it("the live board: each company's people with their site, clock-in times on each site's clock", async () => {
    const html = await render(await screens.live());
    expect(missing).toEqual([]);
    expect(html.match(/data-testid="worker-row"/g)).toHaveLength(3);
    expect(html.match(/data-testid="company-group"/g)).toHaveLength(2);
    // Each clock-in on its own site's clock, labelled: 14:05 UTC is 8:05 AM in Chicago (standard time until
    // March 10, 2030) and 2:05 PM at the UTC site, whatever zone the page or the browser is in.
    expect(html).toContain('8:05 AM CST');
    expect(html).toContain('2:05 PM UTC');
    expect(html).toContain('Updated 9:40:00 AM');
    expect(html).toContain('Late 12 min');
    expect(html).toContain('North Dock');
  });

  it("the history: who worked on the URL's days, with totals", async () => {
    const html = await render(await screens.history());
    expect(missing).toEqual([]);
    expect(html.match(/data-testid="history-row"/g)).toHaveLength(1);
    expect(html).toContain('value="2030-02-18"');
    expect(html).toContain('Feb 20, 2030, 8:00 AM CST'); // 14:00 UTC in Chicago
  });

  it("the history's default, today at each site: the sites' days in the inputs and the caption, no error", async () => {
    const html = await render(await screens.siteToday());
    expect(missing).toEqual([]);
    expect(html.match(/data-testid="history-row"/g)).toHaveLength(1);
    expect(html).toContain('value="2030-02-20"');
    expect(html).toContain('value="2030-02-21"');
    expect(html).not.toContain('aria-invalid="true"');
  });

  it("the shifts board: the server's week by location, today marked", async () => {
    const html = await render(await screens.board());
    expect(missing).toEqual([]);
    expect(html.match(/data-testid="shift-card"/g)).toHaveLength(2);
    expect(html).toContain('aria-current="date"');
    expect(html).toMatch(/Mar 4\s–\s10, 2030/);
  });

  it('timecards and notifications: rows in the HTML, times as rendered', async () => {
    const cards = await render(await screens.timecards());
    expect(cards.match(/data-testid="timecard-row"/g)).toHaveLength(1);
    expect(cards).toContain('Mar 5, 2030, 8:05 AM CST');
    const list = await render(await screens.notifications());
    expect(list.match(/data-testid="notification-row"/g)).toHaveLength(1);
    expect(list).toContain('12 seconds ago');
    expect(missing).toEqual([]);
  });

  it('every screen has its texts in every locale', async () => {
    for (const locale of LOCALES) for (const screen of Object.values(screens)) await render(await screen(), locale);
    expect(missing).toEqual([]);
  });
});
