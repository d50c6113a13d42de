import { createElement as h } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { EMPTY_DRAFT } from '@/components/push-notifications/compose-state';
import { apiKey } from '@/lib/browser/typed-api';
import { pushNotificationsRoutes as r } from '@/lib/contracts/routes/push-notifications';
import { defaultMatrix, NOTIFICATION_CHANNELS, NOTIFICATION_EVENTS } from '@/lib/notification-settings/events';
import type { AudienceOptions, NotificationRow } from '@/lib/push-notifications/schema';
import { nav } from '@/tests/support/navigation';
import { screenHarness } from '@/tests/support/render-screen';
import { notificationSettingsRoutes } from '@/lib/contracts/routes/notification-settings';

// Renders the push screen and the admin tab as the server does, with data in SWR's cache, so a crash or a
// missing translation key fails here rather than in front of a user.

vi.mock('next/navigation', () => import('@/tests/support/navigation'));

const row = (over: Partial<NotificationRow>): NotificationRow => ({
  _id: '11111111-1111-4111-8111-111111111111',
  title: 'Shift reminder',
  body: 'Bring your badge',
  audience: { type: 'locations', ids: ['l1', 'l2'] },
  status: 'sent',
  scheduled_at: null,
  sent_at: '2030-01-02T10:00:00.000Z',
  recipient_count: 40,
  delivered_count: 30,
  failed_count: 10,
  read_count: 12,
  error: 'push webhook answered HTTP 503',
  created_by: null,
  created_at: '2030-01-02T09:59:00.000Z',
  ...over,
});
const options: AudienceOptions = {
  locations: [{ _id: 'l1', name: 'Dock 7', company_name: 'Northwind' }],
  positions: ['Forklift Operator'],
  statuses: [{ _id: 's1', name: 'Ready to work', color: '#16a34a' }],
};
const fallback: Record<string, unknown> = {
  [apiKey(r.list, { query: { page: 1, per_page: 25, sort: '-created_at' } })]: {
    data: [
      row({}),
      row({
        _id: '22222222-2222-4222-8222-222222222222',
        title: 'Payday',
        status: 'scheduled',
        audience: { type: 'all', ids: [] },
        scheduled_at: '2030-02-01T08:00:00.000Z',
        sent_at: null,
        recipient_count: 0,
        delivered_count: 0,
        failed_count: 0,
        read_count: 0,
        error: null,
      }),
    ],
    meta: { totalItems: 2, total: 2 },
  },
  [apiKey(r.audienceOptions)]: { data: options },
  [apiKey(notificationSettingsRoutes.get, {})]: { data: { ...defaultMatrix(), order_created: { email: false, in_app: true, push: true } } },
};

const { render, missing } = screenHarness({ namespaces: ['pushNotifications', 'adminSettings'], fallback, pathname: '/push-notification' });

describe('push notification screens render', () => {
  it('the compose panel and the history with status badges, counts and a cancel for the scheduled one', async () => {
    const { PushScreen } = await import('@/components/push-notifications/push-screen');
    const html = await render(h(PushScreen, { title: 'Notifications' }));
    expect(missing).toEqual([]);
    for (const text of [
      'New notification',
      '0 of 80 characters',
      '0 of 500 characters',
      'All candidates',
      'Send now',
      'Shift reminder',
      'Payday',
      'Scheduled',
      'Sent',
      '75%',
      'Page 1 of 1',
    ]) {
      expect(html, text).toContain(text);
    }
    expect(html.match(/>Cancel<span class="sr-only">: (<!-- -->)?Payday<\/span>/g)).toHaveLength(1);
  });

  it('the history empty state for a status filter', async () => {
    const { HistoryList } = await import('@/components/push-notifications/history-list');
    nav.search = new URLSearchParams('status=failed');
    fallback[apiKey(r.list, { query: { status: 'failed', page: 1, per_page: 25, sort: '-created_at' } })] = {
      data: [],
      meta: { totalItems: 0 },
    };
    const html = await render(h(HistoryList));
    expect(missing).toEqual([]);
    expect(html).toContain('No notifications with this status');
  });

  it('the audience pickers: a filterable checklist and the candidate search', async () => {
    const { AudiencePicker } = await import('@/components/push-notifications/audience-picker');
    const locations = await render(
      h(AudiencePicker, {
        draft: { ...EMPTY_DRAFT, type: 'locations', picks: { ...EMPTY_DRAFT.picks, locations: ['l1'] } },
        onChange: () => {},
        error: null,
      }),
    );
    expect(locations).toContain('Dock 7');
    expect(locations).toContain('1 selected');
    expect(locations).toMatch(/<input type="checkbox"[^>]*checked=""/);
    const statuses = await render(
      h(AudiencePicker, { draft: { ...EMPTY_DRAFT, type: 'statuses' }, onChange: () => {}, error: 'Choose at least one.' }),
    );
    expect(statuses).toContain('Ready to work');
    expect(statuses).toContain('role="alert"');
    const people = await render(
      h(AudiencePicker, {
        draft: { ...EMPTY_DRAFT, type: 'candidates', people: [{ _id: 'c1', name: 'Ada Lovelace' }] },
        onChange: () => {},
        error: null,
      }),
    );
    expect(people).toContain('Find candidates');
    expect(people).toContain('aria-label="Remove Ada Lovelace"');
    expect(missing).toEqual([]);
  });

  it('the admin notifications tab: one labelled checkbox per event and channel', async () => {
    const { NotificationsTab } = await import('@/components/admin/notifications/notifications-tab');
    const html = await render(h(NotificationsTab));
    expect(missing).toEqual([]);
    expect(html.match(/type="checkbox"/g)).toHaveLength(NOTIFICATION_EVENTS.length * NOTIFICATION_CHANNELS.length);
    expect(html).toContain('aria-label="Email for Approval past due"');
    expect(html).toContain('aria-label="Push for Order created"');
    expect(html).toContain('Timesheet rejected');
    expect(html).toMatch(/aria-label="Email for Order created"(?![^>]*checked)/);
  });
});
