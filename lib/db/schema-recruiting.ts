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
import { candidates, companies, contacts, jobs, locations, uploads, users } from './schema';

// ── Recruiting and clients (issue 4) ──────────────────────────────────────────────────────────

/**
 * Configurable statuses of SPEC §4 (candidates, applications, application sources, company locations,
 * referrals): create, reorder, set default, archive toggle. One table and one service for all kinds.
 */
export const STATUS_KINDS = ['candidate', 'application', 'application_source', 'location', 'referral'] as const;
export type StatusKind = (typeof STATUS_KINDS)[number];

export const statusOptions = pgTable(
  'status_options',
  {
    id: id(),
    tenantId: tenantId(),
    kind: text('kind').$type<StatusKind>().notNull(),
    name: text('name').notNull(),
    /** Hex colour for the badge; null uses the neutral badge. */
    color: text('color'),
    position: integer('position').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    /**
     * Candidate statuses only: false means a candidate in this status may not be placed, invited to or
     * assigned a shift (issue 22 §4, e.g. "Do not place"). Always true for the other kinds.
     */
    placeable: boolean('placeable').notNull().default(true),
    archivedAt: archivedAt(),
    createdAt: createdAt(),
  },
  (t) => [
    index('status_options_tenant_kind_idx').on(t.tenantId, t.kind, t.position),
    uniqueIndex('status_options_name_uq').on(t.tenantId, t.kind, t.name),
    // At most one default per kind; the service moves it in one transaction.
    uniqueIndex('status_options_default_uq')
      .on(t.tenantId, t.kind)
      .where(sql`is_default`),
  ],
);

/** A candidate's application to a job (SPEC §3 "applications (with statuses and sources)"). */
export const applications = pgTable(
  'applications',
  {
    id: id(),
    tenantId: tenantId(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    statusId: uuid('status_id').references(() => statusOptions.id, { onDelete: 'set null' }),
    /** Source name as chosen (a status_options row of kind application_source, e.g. 'job board'). */
    source: text('source').notNull(),
    coverNote: text('cover_note'),
    archivedAt: archivedAt(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('applications_tenant_created_idx').on(t.tenantId, t.createdAt, t.id),
    index('applications_tenant_status_idx').on(t.tenantId, t.statusId, t.createdAt),
    index('applications_tenant_job_idx').on(t.tenantId, t.jobId),
    index('applications_tenant_candidate_idx').on(t.tenantId, t.candidateId),
  ],
);

export const NOTE_SUBJECTS = ['candidate', 'company', 'contact', 'application', 'referral'] as const;
export type NoteSubject = (typeof NOTE_SUBJECTS)[number];

export const noteTypes = pgTable(
  'note_types',
  {
    id: id(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    archivedAt: archivedAt(),
  },
  (t) => [uniqueIndex('note_types_name_uq').on(t.tenantId, t.name)],
);

/** Notes on candidates, client companies, contacts and applications: one table, one API shape. */
export const notes = pgTable(
  'notes',
  {
    id: id(),
    tenantId: tenantId(),
    subjectType: text('subject_type').$type<NoteSubject>().notNull(),
    subjectId: uuid('subject_id').notNull(),
    noteTypeId: uuid('note_type_id').references(() => noteTypes.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('notes_subject_idx').on(t.tenantId, t.subjectType, t.subjectId, t.createdAt)],
);

/** Messages with a candidate (candidate "messages" tab) or a contact ("conversations" tab). */
export const messages = pgTable(
  'messages',
  {
    id: id(),
    tenantId: tenantId(),
    subjectType: text('subject_type').$type<'candidate' | 'contact'>().notNull(),
    subjectId: uuid('subject_id').notNull(),
    direction: text('direction').$type<'outbound' | 'inbound'>().notNull(),
    channel: text('channel').$type<'email' | 'sms' | 'app'>().notNull().default('email'),
    body: text('body').notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('messages_subject_idx').on(t.tenantId, t.subjectType, t.subjectId, t.createdAt)],
);

/** Files attached to a candidate (documents, resume) or a contact (avatar); bytes live behind `uploads`. */
export const attachments = pgTable(
  'attachments',
  {
    id: id(),
    tenantId: tenantId(),
    subjectType: text('subject_type').$type<'candidate' | 'contact'>().notNull(),
    subjectId: uuid('subject_id').notNull(),
    kind: text('kind').$type<'document' | 'resume' | 'avatar'>().notNull(),
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    documentTypeId: uuid('document_type_id'),
    createdAt: createdAt(),
  },
  (t) => [index('attachments_subject_idx').on(t.tenantId, t.subjectType, t.subjectId, t.kind)],
);

/** Candidate profile beside the core row: preferences, weekly (v1) availability, custom fields. */
export const candidateProfiles = pgTable(
  'candidate_profiles',
  {
    candidateId: uuid('candidate_id')
      .primaryKey()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    tenantId: tenantId(),
    statusId: uuid('status_id').references(() => statusOptions.id, { onDelete: 'set null' }),
    preferences: jsonb('preferences')
      .$type<{
        positions?: string[];
        locations?: string[];
        minPayRate?: number | null;
        maxDistanceMiles?: number | null;
        shiftTimes?: string[];
      }>()
      .notNull()
      .default({}),
    /** v1: weekday (0 = Monday) → time ranges. */
    weeklyAvailability: jsonb('weekly_availability').$type<Record<string, { start: string; end: string }[]>>().notNull().default({}),
    customFields: jsonb('custom_fields').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    updatedAt: updatedAt(),
  },
  (t) => [index('candidate_profiles_tenant_status_idx').on(t.tenantId, t.statusId)],
);

/** v2 date-based availability and unavailability windows. */
export const availabilityWindows = pgTable(
  'availability_windows',
  {
    id: id(),
    tenantId: tenantId(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'available' | 'unavailable'>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [index('availability_windows_candidate_idx').on(t.tenantId, t.candidateId, t.startsAt)],
);

/** A client company that must not receive a candidate (candidate "exclusion" of SPEC §3). */
export const exclusions = pgTable(
  'exclusions',
  {
    tenantId: tenantId(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.candidateId, t.companyId] }), index('exclusions_tenant_company_idx').on(t.tenantId, t.companyId)],
);

/** Positions a client company staffs, with default rates (company "position" tab). */
export const positions = pgTable(
  'positions',
  {
    id: id(),
    tenantId: tenantId(),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    billRate: numeric('bill_rate', { precision: 10, scale: 2 }),
    payRate: numeric('pay_rate', { precision: 10, scale: 2 }),
    archivedAt: archivedAt(),
    createdAt: createdAt(),
  },
  (t) => [index('positions_tenant_company_idx').on(t.tenantId, t.companyId, t.name)],
);

/** Clock-in kiosks at a client location. The PIN is stored hashed; only its last two digits are shown. */
export const kiosks = pgTable(
  'kiosks',
  {
    id: id(),
    tenantId: tenantId(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id').references(() => locations.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    pinHash: text('pin_hash').notNull(),
    pinHint: text('pin_hint').notNull(),
    archivedAt: archivedAt(),
    createdAt: createdAt(),
  },
  (t) => [index('kiosks_tenant_company_idx').on(t.tenantId, t.companyId)],
);

/** Contact extras: avatar and portal settings (contact "settings" tab). */
export const contactProfiles = pgTable('contact_profiles', {
  contactId: uuid('contact_id')
    .primaryKey()
    .references(() => contacts.id, { onDelete: 'cascade' }),
  tenantId: tenantId(),
  avatarUploadId: uuid('avatar_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
  settings: jsonb('settings')
    .$type<{ approveTimesheets?: boolean; receiveTimesheetEmails?: boolean; createOrders?: boolean }>()
    .notNull()
    .default({}),
  updatedAt: updatedAt(),
});

export const ORDER_STATUSES = ['open', 'partially_filled', 'filled', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** A client's request for N workers of a position at a location for dates; filled by placements. */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    tenantId: tenantId(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    position: text('position').notNull(),
    headcount: smallint('headcount').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
    /** The days a weekly repeat picked within start..end (lib/work-requests); null: every day of the range. */
    workDates: date('work_dates').array(),
    billRate: numeric('bill_rate', { precision: 10, scale: 2 }),
    notes: text('notes'),
    status: text('status').$type<OrderStatus>().notNull().default('open'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_tenant_status_idx').on(t.tenantId, t.status, t.startDate),
    index('orders_tenant_location_idx').on(t.tenantId, t.locationId),
  ],
);

/** Placement requests from the embeddable form (/iframes/placements/{company}), confirmed by mailed link. */
export const placementRequests = pgTable(
  'placement_requests',
  {
    id: id(),
    tenantId: tenantId(),
    companyName: text('company_name').notNull(),
    contactName: text('contact_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    /** One of the agency's positions (its list spelling); null when the sender chose "Other". */
    position: text('position'),
    /** The form's "Other" text: what the sender typed, kept apart from the agency's positions. */
    positionOther: text('position_other'),
    headcount: smallint('headcount').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
    /** The days a weekly repeat picked within start..end (lib/work-requests); null: every day of the range. */
    workDates: date('work_dates').array(),
    location: text('location').notNull(),
    notes: text('notes'),
    tokenHash: text('token_hash').notNull(),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('placement_requests_token_uq').on(t.tokenHash), index('placement_requests_tenant_idx').on(t.tenantId, t.createdAt)],
);

// ── Onboarding ────────────────────────────────────────────────────────────────────────────────

export const documentTypes = pgTable(
  'document_types',
  {
    id: id(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    archivedAt: archivedAt(),
  },
  (t) => [uniqueIndex('document_types_name_uq').on(t.tenantId, t.name)],
);

export const onboardingPackets = pgTable(
  'onboarding_packets',
  {
    id: id(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    description: text('description'),
    archivedAt: archivedAt(),
    createdAt: createdAt(),
  },
  (t) => [index('onboarding_packets_tenant_idx').on(t.tenantId, t.name)],
);

/** A step of a packet: a form to fill (fields as JSON) or a document of a type to upload. */
export const onboardingItems = pgTable(
  'onboarding_items',
  {
    id: id(),
    tenantId: tenantId(),
    packetId: uuid('packet_id')
      .notNull()
      .references(() => onboardingPackets.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'form' | 'document'>().notNull(),
    name: text('name').notNull(),
    documentTypeId: uuid('document_type_id').references(() => documentTypes.id, { onDelete: 'set null' }),
    fields: jsonb('fields')
      .$type<{ key: string; label: string; type: 'text' | 'date' | 'checkbox'; required: boolean }[]>()
      .notNull()
      .default([]),
    position: integer('position').notNull(),
  },
  (t) => [index('onboarding_items_packet_idx').on(t.tenantId, t.packetId, t.position)],
);

export const onboardingAssignments = pgTable(
  'onboarding_assignments',
  {
    id: id(),
    tenantId: tenantId(),
    packetId: uuid('packet_id')
      .notNull()
      .references(() => onboardingPackets.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    assignedBy: uuid('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    dueDate: date('due_date'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('onboarding_assignments_uq').on(t.tenantId, t.packetId, t.candidateId),
    index('onboarding_assignments_candidate_idx').on(t.tenantId, t.candidateId),
  ],
);

export const onboardingProgress = pgTable(
  'onboarding_progress',
  {
    tenantId: tenantId(),
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => onboardingAssignments.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => onboardingItems.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').$type<Record<string, string | boolean>>(),
    attachmentId: uuid('attachment_id').references(() => attachments.id, { onDelete: 'set null' }),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.assignmentId, t.itemId] })],
);
