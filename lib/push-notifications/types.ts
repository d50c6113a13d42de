export const AUDIENCE_TYPES = ['all', 'locations', 'positions', 'statuses', 'candidates'] as const;
export type AudienceType = (typeof AUDIENCE_TYPES)[number];

export const NOTIFICATION_STATUSES = ['draft', 'scheduled', 'sending', 'sent', 'cancelled', 'failed'] as const;
/**
 * The history's sorts: created_at (the default, no column of its own) walks the (tenant, created_at) index; the
 * headers' title, status and when order a tenant's sends, which are few (a handful a day), so no index is needed.
 */
export const NOTIFICATION_SORTS = ['title', 'status', 'when', 'created_at'] as const;
export type NotificationSort = (typeof NOTIFICATION_SORTS)[number];
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

export const TITLE_MAX = 80;
export const BODY_MAX = 500;
/** How many ids one audience may name (a candidate picker or a long location list). */
export const AUDIENCE_IDS_MAX = 1000;
/** The furthest ahead a notification may be scheduled. */
export const MAX_SCHEDULE_MS = 366 * 24 * 3_600_000;

export type Audience = { type: AudienceType; ids: string[] };

export type InboxItem = {
  _id: string;
  notification_id: string;
  title: string;
  body: string;
  transport: string;
  delivered_at: string | null;
  read_at: string | null;
  error: string | null;
  created_at: string;
};

export type Named = { _id: string; name: string };
