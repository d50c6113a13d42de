import { createElement as h } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FEED_KEY, listKey, PREFERENCES_KEY } from '@/components/notification-centre/api';
import { isLocalPath } from '@/components/notification-centre/use-notification-actions';
import { LOCALES } from '@/lib/i18n/config';
import type { NotificationItem, NotificationList, PreferencesMatrix } from '@/lib/notification-centre/schema';
import { NOTIFICATION_CHANNELS, NOTIFICATION_EVENTS } from '@/lib/notification-settings/events';
import { nav } from '@/tests/support/navigation';
import { screenHarness } from '@/tests/support/render-screen';

// The bell in the header and the /notifications page (issue 11), rendered as the server does with data in
// SWR's cache: the count in the bell's accessible name, the list's states, and the preferences matrix
// with the company's switched-off cells disabled. A crash or a missing key in any locale fails here.

vi.mock('next/navigation', () => import('@/tests/support/navigation'));

const item = (over: Partial<NotificationItem>): NotificationItem => ({
  _id: '11111111-1111-4111-8111-111111111111',
  event: 'application_received',
  title: 'Ada Lovelace applied for Forklift driver',
  link: '/applications',
  read: false,
  created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
  ...over,
});
const listOf = (data: NotificationItem[], unread: number, total = data.length): NotificationList => ({
  data,
  total,
  unread,
  meta: { totalItems: total, total, page: 1, per_page: 25 },
});

const rows = [
  item({}),
  item({
    _id: '22222222-2222-4222-8222-222222222222',
    event: 'timesheet_rejected',
    title: 'Casey rejected the timesheet of Grace Hopper',
    body: 'Reason: Wrong hours',
    link: null,
  }),
  item({
    _id: '33333333-3333-4333-8333-333333333333',
    event: 'order_created',
    title: 'New order from Northwind',
    read: true,
    created_at: new Date(Date.now() - 3 * 86_400_000).toISOString(),
  }),
];
const preferences = Object.fromEntries(
  NOTIFICATION_EVENTS.map((e) => [
    e,
    Object.fromEntries(
      NOTIFICATION_CHANNELS.map((c) => [
        c,
        {
          enabled_by_company: c !== 'push',
          enabled: c !== 'push' && !(e === 'order_created' && c === 'email'),
        },
      ]),
    ),
  ]),
) as PreferencesMatrix;

const PAGE_KEY = listKey({ unread: false, page: 1, perPage: 25 });
const fallback: Record<string, unknown> = {
  [FEED_KEY]: listOf(rows, 2),
  [PAGE_KEY]: listOf(rows, 2),
  [PREFERENCES_KEY]: { data: preferences },
};
const { render, missing } = screenHarness({
  namespaces: ['notificationCentre', 'pushNotifications'],
  fallback,
  pathname: '/notifications',
});

async function bell(initialUnread: number, locale = 'en') {
  const { NotificationBell } = await import('@/components/notification-centre/bell');
  return render(h(NotificationBell, { initialUnread }), locale);
}

describe('the notification bell', () => {
  it('says the unread count in its name and shows it as a badge', async () => {
    fallback[FEED_KEY] = listOf(rows, 3);
    const html = await bell(0);
    expect(html).toContain('aria-label="Notifications, 3 unread"');
    expect(html).toMatch(/data-testid="bell-badge"[^>]*>3</);
    expect(html).toContain('aria-haspopup="menu"');
    expect(missing).toEqual([]);
  });

  it('caps the badge at 99+ but names the exact count; no badge with nothing unread', async () => {
    fallback[FEED_KEY] = listOf(rows, 150);
    const many = await bell(0);
    expect(many).toContain('aria-label="Notifications, 150 unread"');
    expect(many).toMatch(/data-testid="bell-badge"[^>]*>99\+</);
    fallback[FEED_KEY] = listOf([], 0);
    const none = await bell(0);
    expect(none).toContain('aria-label="Notifications, none unread"');
    expect(none).not.toContain('bell-badge');
  });

  it("shows the server's count until the first poll answers", async () => {
    delete fallback[FEED_KEY];
    const html = await bell(7);
    expect(html).toContain('aria-label="Notifications, 7 unread"');
    fallback[FEED_KEY] = listOf(rows, 2);
  });

  it('is named in every locale', async () => {
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      const html = await bell(0, locale);
      expect(html, locale).not.toContain('aria-label="Notifications, 2 unread"');
      expect(html, locale).toMatch(/aria-label="[^"]+"/);
    }
    expect(missing).toEqual([]);
  });
});

describe('the notifications page', () => {
  it('lists titles with their unread marks, deep links and Mark as read for unread rows', async () => {
    const { NotificationsScreen } = await import('@/components/notification-centre/notifications-screen');
    const html = await render(h(NotificationsScreen));
    expect(missing).toEqual([]);
    for (const text of [
      'Ada Lovelace applied for Forklift driver',
      'Reason: Wrong hours',
      'New order from Northwind',
      'Mark all as read',
      'Unread',
      '3 notifications',
      '5 minutes ago',
      '3 days ago',
    ]) {
      expect(html, text).toContain(text);
    }
    expect(html.match(/>Mark as read</g)).toHaveLength(2);
    expect(html.match(/<span class="sr-only">Unread<\/span>/g)).toHaveLength(2);
    expect(html).toContain('href="/applications"');
    expect(html).toContain('aria-describedby="notification-11111111-1111-4111-8111-111111111111"');
  });

  it('shows the preferences matrix: company-off cells disabled and named so, her opt-outs unticked', async () => {
    const { NotificationsScreen } = await import('@/components/notification-centre/notifications-screen');
    const html = await render(h(NotificationsScreen));
    expect(html).toContain('My notifications');
    expect(html).toContain('Greyed-out boxes are turned off for everyone');
    expect(html.match(/aria-label="Push for [^"]+: turned off by your company"/g)).toHaveLength(NOTIFICATION_EVENTS.length);
    expect(html).toMatch(/<input type="checkbox"[^>]*aria-label="Push for Order created: turned off by your company"/);
    const orderEmail = /<input type="checkbox"[^>]*aria-label="Email for Order created"[^>]*>/.exec(html)?.[0] ?? '';
    expect(orderEmail).not.toBe('');
    expect(orderEmail).not.toContain('checked');
    expect(/<input type="checkbox"[^>]*aria-label="Email for Timesheet submitted"[^>]*>/.exec(html)?.[0]).toContain('checked');
    expect(html.match(/<input type="checkbox"[^>]*disabled=""/g)).toHaveLength(NOTIFICATION_EVENTS.length);
  });

  it('has an empty state for the Unread filter', async () => {
    const { NotificationsScreen } = await import('@/components/notification-centre/notifications-screen');
    nav.search = new URLSearchParams('show=unread');
    fallback[listKey({ unread: true, page: 1, perPage: 25 })] = listOf([], 0);
    const html = await render(h(NotificationsScreen));
    expect(html).toContain('All caught up');
    expect(missing).toEqual([]);
  });

  it('has every text in the eight locales', async () => {
    const { NotificationsScreen } = await import('@/components/notification-centre/notifications-screen');
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      const html = await render(h(NotificationsScreen), locale);
      expect(html, locale).not.toContain('Mark all as read');
    }
    expect(missing).toEqual([]);
  });
});

describe('deep links', () => {
  it('are followed only when they are paths of this site', () => {
    expect(isLocalPath('/timesheets/view/1')).toBe(true);
    for (const link of [null, '', 'https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)'])
      expect(isLocalPath(link), String(link)).toBe(false);
  });
});
