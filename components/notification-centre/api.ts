'use client';
import { apiKey, callApi, keysOf, useApi, type ResultOf } from '@/lib/browser/typed-api';
import { useListData } from '@/lib/browser/use-list-data';
import { notificationsRoutes as c } from '@/lib/contracts/routes/notification-centre';
import type { SettingChange } from '@/lib/notification-settings/events';
import { listQuery, type ListQuery } from './list-query';
import { invalidate } from '@/lib/browser/invalidate';

export type NotificationList = ResultOf<typeof c.list>;

const BELL_SIZE = 10;
/** The bell's read: the latest ten with the unread count, in one request. */
const FEED = { query: { limit: BELL_SIZE } };
export const FEED_KEY = apiKey(c.list, FEED);
export const PREFERENCES_KEY = apiKey(c.preferences);

/**
 * The bell polls every 30 s. SWR skips the interval while the tab is hidden or offline, and
 * revalidates on focus, so a returning reader sees the count at once without a hidden tab polling.
 */
const POLLING = { refreshInterval: 30_000, refreshWhenHidden: false, refreshWhenOffline: false, revalidateOnFocus: true } as const;

export const listKey = (q: { unread: boolean; page: number; perPage: number }) => apiKey(c.list, { query: listQuery(q) });

export const notificationApi = {
  markRead: (id: string) => callApi(c.read, { params: { id } }),
  markAllRead: (upTo?: string) => callApi(c.readAll, { query: { up_to: upTo } }),
  savePreferences: (settings: SettingChange[]) => callApi(c.savePreferences, { body: { settings } }),
};

/** Every list (the bell's and the page's, under any filter): stale after a read; the preferences are not. */
export const listKeys = keysOf(c.list);
export const revalidateLists = () => invalidate(c.list);

export const useFeed = () => useApi(c.list, FEED, POLLING);
/** The page's list; `initial` is the server page's answer for the URL it opened with. */
export const useNotificationList = (query: ListQuery, initial?: NotificationList) =>
  useListData(c.list, { query }, initial, { refreshInterval: POLLING.refreshInterval, refreshWhenHidden: false });
export const usePreferences = () => useApi(c.preferences, {}, { revalidateOnFocus: false });
