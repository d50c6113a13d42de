import type { z } from 'zod';
import type { NotificationChannel, NotificationEvent } from '@/lib/notification-settings/events';
import type { notificationItem, notificationList, preferenceCell } from './schema';

/**
 * What the notification centre answers (plain types, importable by the browser). `title` and `body`
 * are rendered on the server in the reader's language from the row's payload; `link` is a same-origin
 * path or null.
 */
export type NotificationItem = z.infer<typeof notificationItem>;

/** GET /notifications: one page, the total of the filter asked, and the reader's unread count. */
export type NotificationList = z.infer<typeof notificationList>;

/** One cell of a user's preferences: the company's switch, and what reaches this user. */
type PreferenceCell = z.infer<typeof preferenceCell>;
export type PreferencesMatrix = Record<NotificationEvent, Record<NotificationChannel, PreferenceCell>>;
