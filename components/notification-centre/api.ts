'use client';
import useSWR, { type ScopedMutator } from 'swr';
import { getMain, withQuery } from '@/lib/browser/api';
import { callApi } from '@/lib/browser/typed-api';
import { notificationsRoutes as c } from '@/lib/contracts/routes/notification-centre';
import type { SettingChange } from '@/lib/notification-settings/events';
import type { NotificationList, PreferencesMatrix } from '@/lib/notification-centre/types';

/** Main-service paths of the notification centre; SWR keys are these paths with their query. */
const ROOT = 'notifications';
const BELL_SIZE = 10;
/** The bell's key: the latest ten with the unread count, in one request. */
export const FEED_KEY = withQuery(ROOT, { limit: BELL_SIZE });
export const PREFERENCES_KEY = `${ROOT}/preferences`;

/**
 * The bell polls every 30 s. SWR skips the interval while the tab is hidden or offline, and
 * revalidates on focus, so a returning reader sees the count at once without a hidden tab polling.
 */
const POLLING = { refreshInterval: 30_000, refreshWhenHidden: false, refreshWhenOffline: false, revalidateOnFocus: true } as const;

export const listKey = (q: { unread: boolean; page: number; perPage: number }) =>
  withQuery(ROOT, { unread: q.unread ? 'true' : undefined, page: q.page > 1 ? q.page : undefined, limit: q.perPage });

export const notificationApi = {
  markRead: (id: string) => callApi(c.read, { params: { id } }),
  markAllRead: (upTo?: string) => callApi(c.readAll, { query: { up_to: upTo } }),
  savePreferences: (settings: SettingChange[]) => callApi(c.savePreferences, { body: { settings } }),
};

/** Every list (the bell's and the page's, under any filter) is stale after a read; the preferences are not. */
export const revalidateLists = (mutate: ScopedMutator) =>
  mutate((key) => typeof key === 'string' && (key === ROOT || key.startsWith(`${ROOT}?`)));

export const useFeed = () => useSWR<NotificationList>(FEED_KEY, getMain, POLLING);
export const useNotificationList = (key: string) =>
  useSWR<NotificationList>(key, getMain, { keepPreviousData: true, refreshInterval: POLLING.refreshInterval, refreshWhenHidden: false });
export const usePreferences = () => useSWR<{ data: PreferencesMatrix }>(PREFERENCES_KEY, getMain, { revalidateOnFocus: false });
