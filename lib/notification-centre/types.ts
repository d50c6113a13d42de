import type { NotificationChannel, NotificationEvent } from '@/lib/notification-settings/events';

/**
 * What the notification centre answers (plain types, importable by the browser). `title` and `body`
 * are rendered on the server in the reader's language from the row's payload; `link` is a same-origin
 * path or null.
 */
export type NotificationItem = {
  _id: string;
  event: string;
  title: string;
  body?: string;
  link: string | null;
  read: boolean;
  created_at: string;
};

/** GET /notifications: one page, the total of the filter asked, and the reader's unread count. */
export type NotificationList = {
  data: NotificationItem[];
  total: number;
  unread: number;
  meta: { totalItems: number; total: number; page: number; per_page: number };
};

/** One cell of a user's preferences: the company's switch, and what reaches this user. */
type PreferenceCell = { enabled_by_company: boolean; enabled: boolean };
export type PreferencesMatrix = Record<NotificationEvent, Record<NotificationChannel, PreferenceCell>>;
