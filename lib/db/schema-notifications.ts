import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId } from './columns';
// Import through schema.ts only (it re-exports this file): every reference below is lazy, so the cycle holds.
import { users } from './schema';

// ── Notifications (issue 11) ───────────────────────────────────────────────────────────────────

/**
 * The transactional outbox: one row per recipient and delivery channel (email, push) of an event,
 * written in the same transaction as the event itself, so a notification exists exactly when its
 * event committed. The dispatcher job (lib/notifications/dispatch.ts) claims due rows with
 * FOR UPDATE SKIP LOCKED, so N app instances never send one twice. `idempotency_key` makes a repeated
 * event (a retried request, a reminder run twice in one slot) one row.
 */
export const notificationOutbox = pgTable(
  'notification_outbox',
  {
    id: id(),
    tenantId: tenantId(),
    /** NotificationEvent (lib/notification-settings/events.ts). */
    event: text('event').notNull(),
    /** 'email' | 'push'. In-app notifications are written directly (table notifications). */
    channel: text('channel').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    /** What the template needs (names, counts, links), rendered at send time in the recipient's language. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** 'pending' → 'sent' | 'failed' (attempts used up; an admin may retry) | 'skipped' (opted out since). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('notification_outbox_key_uq').on(t.tenantId, t.idempotencyKey),
    index('notification_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status = 'pending'`),
    index('notification_outbox_tenant_status_idx').on(t.tenantId, t.status, t.createdAt),
  ],
);

/** The in-app notification centre (the bell): one row per recipient of an event on the in-app channel. */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    tenantId: tenantId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** Template parameters, rendered in the reader's language when listed. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** Same-origin path the notification opens (a deep link). */
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('notifications_key_uq').on(t.userId, t.idempotencyKey),
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`read_at is null`),
  ],
);

/** A user's own "don't send me this": an event on a channel, turned off for that user only. */
export const notificationOptOuts = pgTable(
  'notification_opt_outs',
  {
    tenantId: tenantId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    channel: text('channel').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.event, t.channel] })],
);

/**
 * One-click approval links (DESIGN §7): signed, single-purpose, expiring; stored hashed like sign-in
 * links. A link names its contact and the timesheets it may decide (one, or a digest's batch); it can
 * approve or reject those and nothing else, and a decided timesheet shows its outcome when reopened.
 */
export const approvalLinks = pgTable(
  'approval_links',
  {
    id: id(),
    tenantId: tenantId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    timesheetIds: uuid('timesheet_ids').array().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('approval_links_user_idx').on(t.userId)],
);
