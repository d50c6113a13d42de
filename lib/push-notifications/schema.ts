import { z } from 'zod';
import { instant } from '@/lib/schema-kit/inputs';
import { pageQuery } from '@/lib/schema-kit/paging';
import { sortQuery } from '@/lib/schema-kit/list-sort';
import { isoTimestamp } from '@/lib/schema-kit/responses';
import { AUDIENCE_IDS_MAX, AUDIENCE_TYPES, BODY_MAX, MAX_SCHEDULE_MS, NOTIFICATION_SORTS, NOTIFICATION_STATUSES, TITLE_MAX } from './types';
import { isUuid } from '@/lib/schema-kit/uuid';

/**
 * Who receives a notification. Ids are uuids except for positions, which are position names; `all`
 * takes none (any sent are dropped), every other type at least one. Duplicates are dropped.
 */
export const audienceSchema = z
  .object(
    {
      type: z.enum(AUDIENCE_TYPES, { error: `audience.type must be one of ${AUDIENCE_TYPES.join(', ')}` }),
      ids: z
        .array(
          z
            .string({ error: 'audience.ids must be strings' })
            .trim()
            .min(1, 'audience.ids must not hold empty values')
            .max(120, 'audience.ids values must be at most 120 characters'),
        )
        .max(AUDIENCE_IDS_MAX, `audience.ids may hold at most ${AUDIENCE_IDS_MAX} values`)
        .default([]),
    },
    { error: 'audience is required' },
  )
  .transform((a, ctx) => {
    if (a.type === 'all') return { type: a.type, ids: [] };
    const ids = [...new Set(a.type === 'positions' ? a.ids : a.ids.map((id) => id.toLowerCase()))];
    if (ids.length === 0) ctx.addIssue({ code: 'custom', path: ['ids'], message: 'validation.audienceEmpty', params: { type: a.type } });
    const bad = a.type === 'positions' ? [] : ids.filter((id) => !isUuid(id));
    if (bad.length)
      ctx.addIssue({
        code: 'custom',
        path: ['ids'],
        message: 'validation.audienceIds',
        params: { type: a.type, ids: bad.slice(0, 5).join(', ') },
      });
    return { type: a.type, ids };
  });
export type AudienceInput = z.infer<typeof audienceSchema>;

const sendAt = instant('send_at must be an ISO date-time')
  .refine((v) => Date.parse(v) > Date.now(), 'validation.future')
  .refine((v) => Date.parse(v) <= Date.now() + MAX_SCHEDULE_MS, 'validation.withinYear');

export const composeBody = z.object({
  title: z
    .string({ error: 'title is required' })
    .trim()
    .min(1, 'title is required')
    .max(TITLE_MAX, `title must be at most ${TITLE_MAX} characters`),
  body: z
    .string({ error: 'body is required' })
    .trim()
    .min(1, 'body is required')
    .max(BODY_MAX, `body must be at most ${BODY_MAX} characters`),
  audience: audienceSchema,
  send_at: sendAt.optional(),
});
export type ComposeInput = z.infer<typeof composeBody>;

export const audienceCountBody = z.object({ audience: audienceSchema });

export const historyQuery = pageQuery.omit({ search: true }).extend({
  status: z.enum(NOTIFICATION_STATUSES, { error: `status must be one of ${NOTIFICATION_STATUSES.join(', ')}` }).optional(),
  sort: sortQuery(NOTIFICATION_SORTS, '-created_at'),
});
export type HistoryQuery = z.infer<typeof historyQuery>;

export const inboxQuery = pageQuery.omit({ search: true }).extend({
  unread: z
    .enum(['true', 'false'], { error: 'unread must be true or false' })
    .optional()
    .transform((v) => v === 'true'),
});
export type InboxQuery = z.infer<typeof inboxQuery>;

/** A history row: the notification with its delivery and read counts. */
export const notificationRow = z.object({
  _id: z.uuid(),
  title: z.string(),
  body: z.string(),
  audience: z.object({
    type: z.enum(AUDIENCE_TYPES),
    ids: z.array(z.string()).meta({ description: 'uuids, or position names for positions' }),
  }),
  status: z.enum(NOTIFICATION_STATUSES),
  scheduled_at: isoTimestamp.nullable(),
  sent_at: isoTimestamp.nullable(),
  recipient_count: z.number().int(),
  delivered_count: z.number().int(),
  failed_count: z.number().int(),
  read_count: z.number().int(),
  error: z.string().nullable(),
  created_by: z.uuid().nullable(),
  created_at: isoTimestamp,
});
/** The detail adds the audience's names, so the dialog can say who it went to. */
export const notificationDetail = notificationRow.extend({ audience_labels: z.array(z.string()) });

const named = z.object({ _id: z.uuid(), name: z.string() });
/** What the compose panel can pick for each audience type (candidates come from the candidates API). */
export const audienceOptions = z.object({
  locations: z.array(named.extend({ company_name: z.string() })),
  positions: z.array(z.string()),
  statuses: z.array(named.extend({ color: z.string().nullable() })),
});
/** One notification in a candidate's inbox (the mobile app), as the candidates API answers it. */
export const inboxItem = z.object({
  _id: z.uuid(),
  notification_id: z.uuid(),
  title: z.string(),
  body: z.string(),
  transport: z.string(),
  delivered_at: z.string().nullable().meta({ format: 'date-time' }),
  read_at: z.string().nullable().meta({ format: 'date-time' }),
  error: z.string().nullable(),
  created_at: z.string().meta({ format: 'date-time' }),
});

/** A history row: the notification with its delivery and read counts. */
export type NotificationRow = z.infer<typeof notificationRow>;

/** The detail adds the audience's names, so the dialog can say who it went to. */
export type NotificationDetail = z.infer<typeof notificationDetail>;

/** What the compose panel can pick for each audience type (candidates come from the candidates API). */
export type AudienceOptions = z.infer<typeof audienceOptions>;
