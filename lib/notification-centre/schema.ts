import { z } from 'zod';
import { uuid } from '@/lib/api/inputs';
import { settingsBody } from '@/lib/notification-settings/schema';

const NOTIFICATIONS_MAX_LIMIT = 100;

/** GET /notifications: `page` from 1, `limit` rows (the bell asks 10), `unread=true` for unread only. */
export const notificationsQuery = z.object({
  page: z.coerce.number().int().min(1, 'page must be 1 or more').max(100_000, 'page must be at most 100000').default(1),
  limit: z.coerce.number().int().min(1, 'limit must be 1 or more').max(NOTIFICATIONS_MAX_LIMIT, `limit must be at most ${NOTIFICATIONS_MAX_LIMIT}`).default(20),
  unread: z.enum(['true', 'false'], { error: 'unread must be true or false' }).optional().transform((v) => v === 'true'),
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
