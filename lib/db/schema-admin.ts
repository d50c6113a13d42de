import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { archivedAt, createdAt, id, tenantId, updatedAt } from './columns';
// Import through schema.ts only (it re-exports this file): every reference below is lazy, so the cycle holds.
import { candidates, locations, roles, statusOptions, users } from './schema';

// ── Admin settings and the rest of the product (issue 5) ──────────────────────────────────────

/** Regions group branches (admin "roles and branches" tab). */
export const regions = pgTable(
  'regions',
  {
    id: id(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    archivedAt: archivedAt(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('regions_name_uq').on(t.tenantId, t.name)],
);

/** The agency's offices; a user may belong to one. */
export const branches = pgTable(
  'branches',
  {
    id: id(),
    tenantId: tenantId(),
    regionId: uuid('region_id').references(() => regions.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    address: text('address'),
    phone: text('phone'),
    archivedAt: archivedAt(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('branches_name_uq').on(t.tenantId, t.name)],
);

/**
 * Sub-roles of SPEC §6 ("role and sub-role permission lists come from a users service"): a named
 * narrowing of one of the four roles, holding the permission keys its users keep.
 */
export const subRoles = pgTable(
  'sub_roles',
  {
    id: id(),
    tenantId: tenantId(),
    roleId: smallint('role_id')
      .notNull()
      .references(() => roles.id),
    name: text('name').notNull(),
    permissions: jsonb('permissions').$type<string[]>().notNull().default([]),
    archivedAt: archivedAt(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sub_roles_name_uq').on(t.tenantId, t.name)],
);

/** Which channels an event notifies on (admin "notifications" tab); absent row = the event's default. */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    tenantId: tenantId(),
    event: text('event').notNull(),
    channel: text('channel').notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.event, t.channel] })],
);

export type NotificationAudience = {
  type: 'all' | 'locations' | 'positions' | 'statuses' | 'candidates';
  ids: string[];
};

/** A push notification composed on /push-notification: sent now or at scheduled_at. */
export const pushNotifications = pgTable(
  'push_notifications',
  {
    id: id(),
    tenantId: tenantId(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    audience: jsonb('audience').$type<NotificationAudience>().notNull(),
    /** draft | scheduled | sending | sent | cancelled | failed */
    status: text('status').notNull().default('scheduled'),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    recipientCount: integer('recipient_count').notNull().default(0),
    deliveredCount: integer('delivered_count').notNull().default(0),
    failedCount: integer('failed_count').notNull().default(0),
    error: text('error'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('push_notifications_tenant_created_idx').on(t.tenantId, t.createdAt),
    // The dispatcher's scan: due scheduled rows across tenants.
    index('push_notifications_due_idx')
      .on(t.scheduledAt)
      .where(sql`status = 'scheduled'`),
  ],
);

/** A candidate's in-app inbox (the default transport); the mobile app reads and marks it. */
export const notificationInbox = pgTable(
  'notification_inbox',
  {
    id: id(),
    tenantId: tenantId(),
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => pushNotifications.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    transport: text('transport').notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notification_inbox_candidate_idx').on(t.tenantId, t.candidateId, t.createdAt),
    uniqueIndex('notification_inbox_once_uq').on(t.notificationId, t.candidateId),
  ],
);

export const careerResourceCategories = pgTable(
  'career_resource_categories',
  {
    id: id(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('career_resource_categories_name_uq').on(t.tenantId, t.name)],
);

/** Articles (sanitised HTML) and links for candidates. */
export const careerResources = pgTable(
  'career_resources',
  {
    id: id(),
    tenantId: tenantId(),
    categoryId: uuid('category_id').references(() => careerResourceCategories.id, { onDelete: 'set null' }),
    kind: text('kind').$type<'article' | 'link'>().notNull(),
    title: text('title').notNull(),
    summary: text('summary'),
    /** Sanitised on write and again on render. */
    bodyHtml: text('body_html'),
    url: text('url'),
    position: integer('position').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('career_resources_tenant_position_idx').on(t.tenantId, t.position)],
);

/** A candidate (or outsider) referred by a candidate; statuses are status_options of kind 'referral'. */
export const referrals = pgTable(
  'referrals',
  {
    id: id(),
    tenantId: tenantId(),
    referrerCandidateId: uuid('referrer_candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    referredCandidateId: uuid('referred_candidate_id').references(() => candidates.id, { onDelete: 'set null' }),
    referredName: text('referred_name').notNull(),
    referredEmail: text('referred_email'),
    referredPhone: text('referred_phone'),
    statusId: uuid('status_id').references(() => statusOptions.id, { onDelete: 'set null' }),
    bonusRuleId: uuid('bonus_rule_id').references(() => referralBonusRules.id, { onDelete: 'set null' }),
    bonusAmount: numeric('bonus_amount', { precision: 10, scale: 2 }),
    /** none | pending | eligible | paid | void */
    bonusState: text('bonus_state').notNull().default('none'),
    bonusPaidAt: timestamp('bonus_paid_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('referrals_tenant_created_idx').on(t.tenantId, t.createdAt),
    index('referrals_tenant_status_idx').on(t.tenantId, t.statusId),
  ],
);

export const referralBonusRules = pgTable(
  'referral_bonus_rules',
  {
    id: id(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
    /** Days the referred candidate must have worked (placement start) before the bonus is eligible. */
    daysRequired: integer('days_required').notNull().default(0),
    /** Limits the rule to one position name; null = any. */
    position: text('position'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('referral_bonus_rules_name_uq').on(t.tenantId, t.name)],
);

/** Built-in ticket center (/iframes/support-center) when no helpdesk URL is configured. */
export const tickets = pgTable(
  'tickets',
  {
    id: id(),
    tenantId: tenantId(),
    /** Per-tenant running number shown to people ("#12"). */
    number: integer('number').notNull(),
    subject: text('subject').notNull(),
    /** open | pending | resolved | closed */
    status: text('status').notNull().default('open'),
    /** low | normal | high | urgent */
    priority: text('priority').notNull().default('normal'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('tickets_number_uq').on(t.tenantId, t.number), index('tickets_tenant_updated_idx').on(t.tenantId, t.updatedAt)],
);

export const ticketMessages = pgTable(
  'ticket_messages',
  {
    id: id(),
    tenantId: tenantId(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('ticket_messages_ticket_idx').on(t.tenantId, t.ticketId, t.createdAt)],
);

/** "What's new" entries: tenant_id null = product-wide release notes, shown to every tenant. */
export const whatsNew = pgTable(
  'whats_new',
  {
    id: id(),
    tenantId: uuid('tenant_id'),
    title: text('title').notNull(),
    body: text('body').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('whats_new_published_idx').on(t.tenantId, t.publishedAt)],
);

export const whatsNewReads = pgTable(
  'whats_new_reads',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => whatsNew.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.itemId] })],
);

/** Job categories with their skills (admin "jobs" tab); jobs.category holds the category name. */
export const jobCategories = pgTable(
  'job_categories',
  {
    id: id(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    archivedAt: archivedAt(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('job_categories_name_uq').on(t.tenantId, t.name)],
);

export const skills = pgTable(
  'skills',
  {
    id: id(),
    tenantId: tenantId(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => jobCategories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('skills_name_uq').on(t.tenantId, t.categoryId, t.name)],
);

export const CUSTOM_FIELD_ENTITIES = ['candidate', 'company', 'placement'] as const;
export type CustomFieldEntity = (typeof CUSTOM_FIELD_ENTITIES)[number];
export const CUSTOM_FIELD_TYPES = ['text', 'number', 'date', 'boolean', 'select'] as const;
export type CustomFieldType = (typeof CUSTOM_FIELD_TYPES)[number];

/** Typed fields the tenant adds to candidates, companies and placements. */
export const customFields = pgTable(
  'custom_fields',
  {
    id: id(),
    tenantId: tenantId(),
    entity: text('entity').$type<CustomFieldEntity>().notNull(),
    /** Stable machine key (snake_case), unique per entity. */
    key: text('key').notNull(),
    label: text('label').notNull(),
    type: text('type').$type<CustomFieldType>().notNull(),
    options: jsonb('options').$type<string[]>().notNull().default([]),
    required: boolean('required').notNull().default(false),
    position: integer('position').notNull().default(0),
    archivedAt: archivedAt(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('custom_fields_key_uq').on(t.tenantId, t.entity, t.key)],
);

/** One value per field per record (candidate, company or placement id). */
export const customFieldValues = pgTable(
  'custom_field_values',
  {
    tenantId: tenantId(),
    fieldId: uuid('field_id')
      .notNull()
      .references(() => customFields.id, { onDelete: 'cascade' }),
    entityId: uuid('entity_id').notNull(),
    value: jsonb('value').$type<string | number | boolean | null>(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.fieldId, t.entityId] }), index('custom_field_values_entity_idx').on(t.tenantId, t.entityId)],
);

/** A saved report: a source, chosen fields and filters (admin "custom-reports" tab, export/custom). */
export const customReports = pgTable(
  'custom_reports',
  {
    id: id(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    source: text('source').notNull(),
    fields: jsonb('fields').$type<string[]>().notNull(),
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull().default({}),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('custom_reports_name_uq').on(t.tenantId, t.name)],
);

/** Transport routes: ordered stops that take workers to client sites. */
export const transportRoutes = pgTable(
  'transport_routes',
  {
    id: id(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    driver: text('driver'),
    vehicle: text('vehicle'),
    notes: text('notes'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('transport_routes_name_uq').on(t.tenantId, t.name)],
);

export const routeStops = pgTable(
  'route_stops',
  {
    id: id(),
    tenantId: tenantId(),
    routeId: uuid('route_id')
      .notNull()
      .references(() => transportRoutes.id, { onDelete: 'cascade' }),
    /** A client location, or a free-text pick-up point. */
    locationId: uuid('location_id').references(() => locations.id, { onDelete: 'set null' }),
    label: text('label').notNull(),
    position: integer('position').notNull(),
    /** Planned arrival, "HH:mm". */
    arrivesAt: text('arrives_at'),
  },
  (t) => [index('route_stops_route_idx').on(t.tenantId, t.routeId, t.position)],
);

export const todos = pgTable(
  'todos',
  {
    id: id(),
    tenantId: tenantId(),
    title: text('title').notNull(),
    notes: text('notes'),
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    dueDate: date('due_date'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('todos_tenant_assignee_idx').on(t.tenantId, t.assigneeId, t.dueDate),
    index('todos_tenant_due_idx').on(t.tenantId, t.dueDate),
  ],
);

/**
 * Credentials and options of a payroll or helpdesk integration (admin "integrations" tab). Kept out of
 * company_settings so the settings API never carries them; `secret` is AES-GCM ciphertext.
 */
export const integrationConnections = pgTable(
  'integration_connections',
  {
    tenantId: tenantId(),
    provider: text('provider').notNull(),
    config: jsonb('config').$type<Record<string, unknown>>().notNull().default({}),
    secret: text('secret'),
    lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
    lastSyncResult: jsonb('last_sync_result').$type<Record<string, unknown>>(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.provider] })],
);
