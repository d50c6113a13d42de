import { z } from 'zod';
import { uuid } from '@/lib/schema-kit/inputs';
import { isoTimestamp } from '@/lib/schema-kit/responses';
import { matrixOf, settingsBody } from '@/lib/notification-settings/schema';
import type { NotificationChannel, NotificationEvent } from '@/lib/notification-settings/events';

const NOTIFICATIONS_MAX_LIMIT = 100;

/** GET /notifications: `page` from 1, `limit` rows (the bell asks 10), `unread=true` for unread only. */
export const notificationsQuery = z.object({
  page: z.coerce.number().int().min(1, 'page must be 1 or more').max(100_000, 'page must be at most 100000').default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1, 'limit must be 1 or more')
    .max(NOTIFICATIONS_MAX_LIMIT, `limit must be at most ${NOTIFICATIONS_MAX_LIMIT}`)
    .default(20),
  unread: z
    .enum(['true', 'false'], { error: 'unread must be true or false' })
    .optional()
    .transform((v) => v === 'true'),
});
export type NotificationsQuery = z.infer<typeof notificationsQuery>;

/**
 * POST /notifications/read-all: `up_to` names the newest notification the reader saw, so one that
 * arrived after the list was drawn stays unread. Without it, everything unread is marked.
 */
export const readAllQuery = z.object({ up_to: uuid('up_to must be a notification id').optional() });
export type ReadAllQuery = z.infer<typeof readAllQuery>;

/** PUT /notifications/preferences: the same cells as the company's matrix; `enabled: false` opts out. */
export const preferencesBody = settingsBody;
export type PreferencesInput = z.infer<typeof preferencesBody>;

/** A notification of the bell, titled on the server in the reader's language; `link` is a same-origin path. */
const notificationItem = z.object({
  _id: z.uuid(),
  event: z.string(),
  title: z.string(),
  body: z.string().optional(),
  link: z.string().nullable(),
  read: z.boolean(),
  created_at: isoTimestamp,
});
/** GET /notifications: one page, the total of the filter asked, and the reader's unread count. */
export const notificationList = z.object({
  data: z.array(notificationItem),
  total: z.number().int(),
  unread: z.number().int(),
  meta: z.object({ totalItems: z.number().int(), total: z.number().int(), page: z.number().int(), per_page: z.number().int() }),
});
/** One cell of a user's preferences: the company's switch, and what reaches this user. */
const preferenceCell = z.object({ enabled_by_company: z.boolean(), enabled: z.boolean() });
export const preferencesMatrix = matrixOf(preferenceCell);

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
