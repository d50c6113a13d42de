import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
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

import type { FieldChange } from './field-change';
import { createdAt, id, tenantId, updatedAt } from './columns';
import { branches, subRoles } from './schema-admin';
import { applications, orders } from './schema-recruiting';

export const tenants = pgTable('tenants', {
  id: id(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  createdAt: createdAt(),
});

/** Global role catalogue; `id` is the role_id of SPEC §3. */
export const roles = pgTable('roles', {
  id: smallint('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
});

export const users = pgTable(
  'users',
  {
    id: id(),
    tenantId: tenantId(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    roleId: smallint('role_id')
      .notNull()
      .references(() => roles.id),
    firebaseEnv: integer('firebase_env').notNull().default(1),
    isContact: boolean('is_contact').notNull().default(false),
    contactId: uuid('contact_id'),
    /** Optional narrowing of the role (admin "roles" tab) and the agency office the user works from. */
    subRoleId: uuid('sub_role_id').references(() => subRoles.id, { onDelete: 'set null' }),
    branchId: uuid('branch_id').references(() => branches.id, { onDelete: 'set null' }),
    active: boolean('active').notNull().default(true),
    locale: text('locale'),
    /** IANA zone of the times she reads that are not tied to a site (history, "approved at"); null: the tenant's. */
    timeZone: text('time_zone'),
    /** Raised to revoke the user's app tokens: verify refuses one issued at an older version (migration 0027). */
    tokenVersion: integer('token_version').notNull().default(0),
    /** Raised by triggers on any change a signed-in session holds: instances re-read a cached session when it moves (migration 0027). */
    authVersion: integer('auth_version').notNull().default(0),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_tenant_email_uq').on(t.tenantId, t.email), index('users_tenant_role_idx').on(t.tenantId, t.roleId)],
);

export const companySettings = pgTable('company_settings', {
  tenantId: uuid('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  primaryColor: text('primary_color'),
  secondaryColor: text('secondary_color'),
  logoUploadId: uuid('logo_upload_id'),
  faviconUploadId: uuid('favicon_upload_id'),
  /** The rest of SPEC §3 "Company settings": shift, timesheets, placements, orders, whos_working, ... */
  data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  maintenanceMode: jsonb('maintenance_mode')
    .$type<{ enabled: boolean; message: string | null }>()
    .notNull()
    .default({ enabled: false, message: null }),
  updatedAt: updatedAt(),
});

export const dashboardLabels = pgTable(
  'dashboard_labels',
  {
    tenantId: tenantId(),
    key: text('key').notNull(),
    label: text('label').notNull(),
    plural: text('plural').notNull(),
    singular: text('singular').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.key] })],
);

export const userLayouts = pgTable('user_layouts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tenantId: tenantId(),
  layoutType: text('layout_type').notNull().default('horizontal'),
  layoutWidth: text('layout_width').notNull().default('fluid'),
  topbarTheme: text('topbar_theme').notNull().default('light'),
  updatedAt: updatedAt(),
});

export const loginTokens = pgTable(
  'login_tokens',
  {
    id: id(),
    tenantId: tenantId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    redirectTo: text('redirect_to'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('login_tokens_user_idx').on(t.userId)],
);

/** One row per issued session JWT (its jti), so logout and deactivation revoke it server-side. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    tenantId: tenantId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const mailbox = pgTable(
  'mailbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: uuid('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Extra header lines the mail was (or would have been) sent with: List-Unsubscribe and its One-Click partner. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    createdAt: createdAt(),
  },
  (t) => [index('mailbox_to_idx').on(t.to, t.id)],
);

export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: tenantId(),
    userId: uuid('user_id'),
    action: text('action').notNull(),
    target: text('target'),
    meta: jsonb('meta').$type<Record<string, unknown>>(),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_tenant_created_idx').on(t.tenantId, t.createdAt)],
);

export const uploads = pgTable(
  'uploads',
  {
    id: id(),
    tenantId: tenantId(),
    kind: text('kind').notNull(),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_tenant_idx').on(t.tenantId, t.kind)],
);

// ── Staffing entities the demo data needs ────────────────────────────────────────────────

/** The tenant's client businesses (the /companies screen). */
export const companies = pgTable(
  'companies',
  {
    id: id(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    industry: text('industry'),
    phone: text('phone'),
    address: text('address'),
    status: text('status').notNull().default('active'),
    /** The contact user approvals of this company escalate to when late (a location's own backup wins). */
    backupApproverId: uuid('backup_approver_id').references(() => users.id, { onDelete: 'set null' }),
    /** Billing (issue 25): net days an invoice is due in, its currency, and how a run groups sheets (lib/invoices). */
    paymentTermsDays: integer('payment_terms_days').notNull().default(30),
    currency: text('currency').notNull().default('USD'),
    invoiceGrouping: text('invoice_grouping').notNull().default('client'),
    billingEmail: text('billing_email'),
    createdAt: createdAt(),
  },
  (t) => [
    index('companies_tenant_name_idx').on(t.tenantId, t.name),
    // The companies list by status, then name (migration 0025: each list's name sort has its index).
    index('companies_tenant_status_name_idx').on(t.tenantId, t.status, t.name, t.id),
  ],
);

export const locations = pgTable(
  'locations',
  {
    id: id(),
    tenantId: tenantId(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    timezone: text('timezone').notNull().default('America/New_York'),
    /** The site's geofence (issue 14): punches farther than the radius from this point raise outside_fence. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    geofenceRadiusM: integer('geofence_radius_m').notNull().default(150),
    /** Overtime law of the site (lib/pay-rules/presets.ts): 'company' = the company's own timesheet rules. */
    payRules: text('pay_rules').notNull().default('company'),
    status: text('status').notNull().default('active'),
    notes: text('notes'),
    /** The contact user this site's late approvals escalate to (else the company's backup). */
    backupApproverId: uuid('backup_approver_id').references(() => users.id, { onDelete: 'set null' }),
    /** Sales tax on work at this site, in thousandths of a percent (8.875 % = 8875); 0: none (issue 25). */
    taxRateMilli: integer('tax_rate_milli').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('locations_tenant_company_idx').on(t.tenantId, t.companyId),
    // Lists ordered by site name walk this, then probe their rows by location_id (migration 0025).
    index('locations_tenant_name_idx').on(t.tenantId, t.name, t.id),
  ],
);

export const contacts = pgTable(
  'contacts',
  {
    id: id(),
    tenantId: tenantId(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    title: text('title'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('contacts_tenant_company_idx').on(t.tenantId, t.companyId),
    // The contacts list by name (migration 0025).
    index('contacts_tenant_name_idx').on(t.tenantId, t.lastName, t.firstName, t.id),
  ],
);

export const contactLocations = pgTable(
  'contact_locations',
  {
    tenantId: tenantId(),
    contactId: uuid('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.contactId, t.locationId] }), index('contact_locations_tenant_loc_idx').on(t.tenantId, t.locationId)],
);

export const candidates = pgTable(
  'candidates',
  {
    id: id(),
    tenantId: tenantId(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    city: text('city'),
    status: text('status').notNull().default('active'),
    createdAt: createdAt(),
  },
  (t) => [
    index('candidates_tenant_name_idx').on(t.tenantId, t.lastName, t.firstName),
    index('candidates_tenant_email_idx').on(t.tenantId, t.email),
  ],
);

export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    tenantId: tenantId(),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    locationId: uuid('location_id').references(() => locations.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    position: text('position').notNull(),
    category: text('category'),
    employmentType: text('employment_type').notNull().default('TEMPORARY'),
    payRateMin: numeric('pay_rate_min', { precision: 10, scale: 2 }),
    payRateMax: numeric('pay_rate_max', { precision: 10, scale: 2 }),
    status: text('status').notNull().default('open'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    validThrough: timestamp('valid_through', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('jobs_tenant_status_idx').on(t.tenantId, t.status, t.createdAt),
    index('jobs_tenant_published_idx').on(t.tenantId, t.publishedAt),
  ],
);

export const shifts = pgTable(
  'shifts',
  {
    id: id(),
    tenantId: tenantId(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    position: text('position').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    headcount: integer('headcount').notNull().default(1),
    /** ShiftStatus (lib/shifts/lifecycle.ts): draft (requested) → published → in_progress → completed | cancelled. */
    status: text('status').notNull().default('published'),
    /** What the requester wants the agency to know (a contact's shift request). */
    notes: text('notes'),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    cancelReason: text('cancel_reason'),
    cancelledBy: uuid('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('shifts_tenant_start_idx').on(t.tenantId, t.startsAt),
    index('shifts_tenant_location_idx').on(t.tenantId, t.locationId, t.startsAt),
  ],
);

export const placements = pgTable(
  'placements',
  {
    id: id(),
    tenantId: tenantId(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    /** The client order this placement fills, if any (issue 4). */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    applicationId: uuid('application_id').references(() => applications.id, { onDelete: 'set null' }),
    position: text('position').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
    billRate: numeric('bill_rate', { precision: 10, scale: 2 }).notNull(),
    payRate: numeric('pay_rate', { precision: 10, scale: 2 }).notNull(),
    status: text('status').notNull().default('active'),
    createdAt: createdAt(),
  },
  (t) => [
    index('placements_tenant_status_idx').on(t.tenantId, t.status, t.startDate),
    index('placements_tenant_location_idx').on(t.tenantId, t.locationId),
    // A candidate's placements (the one-placement check, lib/placements/one-placement.ts) and an
    // application's (the applications list shows a placed one as placed): migration 0023.
    index('placements_tenant_candidate_idx').on(t.tenantId, t.candidateId, t.startDate),
    index('placements_tenant_application_idx').on(t.tenantId, t.applicationId),
    // The placements list by client name: companies' name index, then each client's placements (migration 0025).
    index('placements_tenant_company_idx').on(t.tenantId, t.companyId, t.startDate),
  ],
);

/** Pay and bill by tier, as lib/pay-rules computed them (its Money type), stored with the totals. */
export type TimesheetAmounts = {
  pay: { regular: number; overtime: number; doubleTime: number; total: number };
  bill: { regular: number; overtime: number; doubleTime: number; total: number };
};

export const timesheets = pgTable(
  'timesheets',
  {
    id: id(),
    tenantId: tenantId(),
    placementId: uuid('placement_id').references(() => placements.id, { onDelete: 'set null' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    weekStart: date('week_start').notNull(),
    status: text('status').notNull().default('pending'),
    regularHours: numeric('regular_hours', { precision: 8, scale: 2 }).notNull().default('0'),
    overtimeHours: numeric('overtime_hours', { precision: 8, scale: 2 }).notNull().default('0'),
    doubleTimeHours: numeric('double_time_hours', { precision: 8, scale: 2 }).notNull().default('0'),
    billRate: numeric('bill_rate', { precision: 10, scale: 2 }).notNull(),
    payRate: numeric('pay_rate', { precision: 10, scale: 2 }).notNull(),
    /** The pay-and-bill engine's totals (lib/pay-rules), stored; frozen once approved, invoiced, locked or exported. */
    billTotal: numeric('bill_total', { precision: 12, scale: 2 }).notNull().default('0'),
    payTotal: numeric('pay_total', { precision: 12, scale: 2 }).notNull().default('0'),
    /** rulesVersion() of the rules that produced the totals; null: computed before the engine existed. */
    rulesVersion: text('rules_version'),
    /** The engine's amounts by tier, so a payroll line or a view can show each tier's rate and amount. */
    amounts: jsonb('amounts').$type<TimesheetAmounts>(),
    /** The engine's worked hours per local day of the week (day 0 = week_start), stored with the totals. */
    dayHours: numeric('day_hours', { precision: 8, scale: 2 })
      .array()
      .notNull()
      .default(sql`'{0,0,0,0,0,0,0}'`),
    invoicedClient: boolean('invoiced_client').notNull().default(false),
    invoicedVendor: boolean('invoiced_vendor').notNull().default(false),
    locked: boolean('locked').notNull().default(false),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    payrollExportedAt: timestamp('payroll_exported_at', { withTimezone: true }),
    payrollBatch: text('payroll_batch'),
    comment: text('comment'),
    manager: text('manager'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('timesheets_tenant_week_idx').on(t.tenantId, t.weekStart, t.id),
    index('timesheets_tenant_status_week_idx').on(t.tenantId, t.status, t.weekStart, t.id),
    index('timesheets_tenant_location_week_idx').on(t.tenantId, t.locationId, t.weekStart, t.id),
    uniqueIndex('timesheets_worker_week_uq').on(t.tenantId, t.candidateId, t.locationId, t.weekStart),
    // Open timesheets (pending or submitted, not archived) by week: the past-due tab and its count read
    // only these entries, index-only (location_id is there for a contact's scope), however many are closed.
    index('timesheets_open_week_idx')
      .on(t.tenantId, t.weekStart, t.id, t.locationId)
      .where(sql`status in ('pending', 'submitted') and archived_at is null`),
    // What auto-lock may still lock: once a tenant's old weeks are locked, a run reads only the few left.
    index('timesheets_unlocked_week_idx')
      .on(t.tenantId, t.weekStart, t.id)
      .where(sql`locked = false and archived_at is null`),
  ],
);

export const timecards = pgTable(
  'timecards',
  {
    id: id(),
    tenantId: tenantId(),
    timesheetId: uuid('timesheet_id').references(() => timesheets.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    shiftId: uuid('shift_id').references(() => shifts.id, { onDelete: 'set null' }),
    position: text('position').notNull(),
    clockIn: timestamp('clock_in', { withTimezone: true }).notNull(),
    clockOut: timestamp('clock_out', { withTimezone: true }),
    breakMinutes: integer('break_minutes').notNull().default(0),
    breaks: jsonb('breaks').$type<{ start: string; end: string | null }[]>().notNull().default([]),
    source: text('source').notNull().default('kiosk'),
    /** Where the work-app says the worker stood at clock-in / clock-out (issue 14), null from a kiosk or by hand. */
    clockInLat: doublePrecision('clock_in_lat'),
    clockInLng: doublePrecision('clock_in_lng'),
    clockOutLat: doublePrecision('clock_out_lat'),
    clockOutLng: doublePrecision('clock_out_lng'),
    createdAt: createdAt(),
  },
  (t) => [
    index('timecards_tenant_timesheet_idx').on(t.tenantId, t.timesheetId),
    index('timecards_tenant_clock_in_idx').on(t.tenantId, t.clockIn),
    // The timecards list by worker or by site: the name index of candidates or locations, then these (migration 0025).
    index('timecards_tenant_candidate_idx').on(t.tenantId, t.candidateId, t.clockIn),
    index('timecards_tenant_location_clock_in_idx').on(t.tenantId, t.locationId, t.clockIn),
    index('timecards_open_idx')
      .on(t.tenantId, t.locationId)
      .where(sql`clock_out is null`),
    // Who filled a shift (the shifts board's filled count).
    index('timecards_tenant_shift_idx')
      .on(t.tenantId, t.shiftId)
      .where(sql`shift_id is not null`),
  ],
);

/**
 * How a worked shift (a closed timecard) went, rated 1–5 by a Company Contact of its location or by staff,
 * while the tenant's "Enable shift rating" switch (settings rateShift.enabled) is on. One per timecard,
 * changed in place; the worker and the location are copied from the card so a worker's average needs no join.
 */
export const shiftRatings = pgTable(
  'shift_ratings',
  {
    id: id(),
    tenantId: tenantId(),
    timecardId: uuid('timecard_id')
      .notNull()
      .references(() => timecards.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    comment: text('comment'),
    /** Who rated last; a removed user leaves the rating standing. */
    ratedBy: uuid('rated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('shift_ratings_timecard_uq').on(t.timecardId),
    index('shift_ratings_tenant_candidate_idx').on(t.tenantId, t.candidateId),
    check('shift_ratings_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

export const timesheetLogs = pgTable(
  'timesheet_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: tenantId(),
    timesheetId: uuid('timesheet_id')
      .notNull()
      .references(() => timesheets.id, { onDelete: 'cascade' }),
    userId: uuid('user_id'),
    action: text('action').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    comment: text('comment'),
    /** Field-level audit: each field's before and after value (lib/timesheets/logs.ts builds them). */
    changes: jsonb('changes').$type<FieldChange[]>().notNull().default([]),
    /** The optional reason given for the change. */
    reason: text('reason'),
    /** Where the action was taken when not in the portal: 'email' (a one-click approval link, lib/approval-links). */
    source: text('source'),
    createdAt: createdAt(),
  },
  (t) => [
    index('timesheet_logs_tenant_ts_idx').on(t.tenantId, t.timesheetId, t.createdAt),
    index('timesheet_logs_tenant_created_idx').on(t.tenantId, t.createdAt),
  ],
);

/** Saved table settings (columns, filters) per user per table (issue 3: column choice per user). */
export const tableConfigs = pgTable(
  'table_configs',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tenantId: tenantId(),
    tableKey: text('table_key').notNull(),
    config: jsonb('config').$type<Record<string, unknown>>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tableKey] })],
);

/**
 * Timesheets per tenant, location, status and archived flag, kept by a trigger (migration 0002), so
 * the status tabs count a million rows without scanning them.
 */
export const timesheetCounts = pgTable(
  'timesheet_counts',
  {
    tenantId: tenantId(),
    locationId: uuid('location_id').notNull(),
    status: text('status').notNull(),
    archived: boolean('archived').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.locationId, t.status, t.archived] })],
);

/**
 * The not-archived timesheets of a tenant, location and week, summed by a trigger (migration 0021), so the
 * overview reads a week's hours, spend and hours per day from a row per site instead of every timesheet.
 */
export const timesheetWeekTotals = pgTable(
  'timesheet_week_totals',
  {
    tenantId: tenantId(),
    weekStart: date('week_start').notNull(),
    locationId: uuid('location_id').notNull(),
    timesheets: integer('timesheets').notNull().default(0),
    hours: numeric('hours', { precision: 14, scale: 2 }).notNull().default('0'),
    overtimeHours: numeric('overtime_hours', { precision: 14, scale: 2 }).notNull().default('0'),
    billTotal: numeric('bill_total', { precision: 16, scale: 2 }).notNull().default('0'),
    dayHours: numeric('day_hours', { precision: 14, scale: 2 })
      .array()
      .notNull()
      .default(sql`'{0,0,0,0,0,0,0}'`),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.weekStart, t.locationId] })],
);

/**
 * A counter per tenant that triggers (migration 0005) raise in the same transaction as any change to
 * what a timesheet list row shows, so a cached list page is known stale the moment the change commits,
 * in every app process (lib/db/versioned-cache.ts).
 */
export const tenantDataVersions = pgTable('tenant_data_versions', {
  tenantId: uuid('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  timesheets: bigint('timesheets', { mode: 'number' }).notNull().default(0),
  /** What the who's-working board shows: timecards, shifts, a timesheet closing (0018). */
  live: bigint('live', { mode: 'number' }).notNull().default(0),
  /** What the public job board shows (jobs, their locations) and the settings every page shows (0018). */
  jobBoard: bigint('job_board', { mode: 'number' }).notNull().default(0),
});

export * from './schema-recruiting';
export * from './schema-admin';
export * from './schema-notifications';
export * from './schema-shifts';
export * from './schema-billing';
