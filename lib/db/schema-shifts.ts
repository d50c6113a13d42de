import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId, updatedAt } from './columns';
import type { FieldChange } from './field-change';
// Import through schema.ts only (it re-exports this file): every reference below is lazy, so the cycle holds.
import { candidates, companies, locations, shifts, timecards, timesheets, users } from './schema';

// ── Shift fulfilment and punch integrity (issue 14) ─────────────────────────────────────────────

/**
 * One worker on one shift. `invited` and `accepted` hold the worker's time (an overlapping active
 * assignment of the same worker is refused); `declined`, `replaced` and `cancelled` free it. A contact's
 * `no_show` and `sent_home` are verdicts on an accepted assignment; `sent_home_at` is when she sent the
 * worker home. A shift's filled count is its accepted (and later verdict) assignments.
 */
export const shiftAssignments = pgTable(
  'shift_assignments',
  {
    id: id(),
    tenantId: tenantId(),
    shiftId: uuid('shift_id')
      .notNull()
      .references(() => shifts.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    /** ShiftAssignmentStatus (lib/shifts/lifecycle.ts). */
    status: text('status').notNull().default('invited'),
    sentHomeAt: timestamp('sent_home_at', { withTimezone: true }),
    /** Why (a decline, a replacement, a no-show or a send-home), as the person who said it wrote it. */
    note: text('note'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('shift_assignments_shift_candidate_uq').on(t.shiftId, t.candidateId),
    index('shift_assignments_tenant_shift_idx').on(t.tenantId, t.shiftId),
    index('shift_assignments_tenant_candidate_idx').on(t.tenantId, t.candidateId),
  ],
);

/** Every change to a shift and its assignments: who, when, what (from → to) and why. */
export const shiftLogs = pgTable(
  'shift_logs',
  {
    id: id(),
    tenantId: tenantId(),
    shiftId: uuid('shift_id')
      .notNull()
      .references(() => shifts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    changes: jsonb('changes').$type<FieldChange[]>().notNull().default([]),
    comment: text('comment'),
    createdAt: createdAt(),
  },
  (t) => [index('shift_logs_tenant_shift_idx').on(t.tenantId, t.shiftId, t.createdAt)],
);

/**
 * A client's "do not return": the worker may not be assigned at this company (location_id null) or at
 * one of its locations. Written by a contact (for her locations) or staff; the agency sees it on the
 * worker and assignment refuses it, like the agency's own exclusions (schema-recruiting.ts).
 */
export const workerBlocks = pgTable(
  'worker_blocks',
  {
    id: id(),
    tenantId: tenantId(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id').references(() => locations.id, { onDelete: 'cascade' }),
    reason: text('reason'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('worker_blocks_scope_uq').on(
      t.candidateId,
      t.companyId,
      sql`coalesce(${t.locationId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
    ),
    index('worker_blocks_tenant_company_idx').on(t.tenantId, t.companyId),
  ],
);

/**
 * Something wrong with a punch (lib/punches/exceptions.ts): raised with its reason when the timecard is
 * written or by the missed-punch job, `open` until the approver acknowledges it (with a note) or an edit
 * clears its cause (`resolved`). One per card and kind.
 */
export const timecardExceptions = pgTable(
  'timecard_exceptions',
  {
    id: id(),
    tenantId: tenantId(),
    timecardId: uuid('timecard_id')
      .notNull()
      .references(() => timecards.id, { onDelete: 'cascade' }),
    timesheetId: uuid('timesheet_id').references(() => timesheets.id, { onDelete: 'cascade' }),
    /** ExceptionKind: outside_fence | missed_punch | missed_break | short_break | long_shift | early_arrival | late_arrival. */
    kind: text('kind').notNull(),
    /** The reason's numbers (metres outside, minutes early, hours worked), worded in the reader's language. */
    detail: jsonb('detail').$type<Record<string, number | string>>().notNull().default({}),
    /** open | acknowledged | resolved. */
    status: text('status').notNull().default('open'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('timecard_exceptions_card_kind_uq').on(t.timecardId, t.kind),
    index('timecard_exceptions_open_idx')
      .on(t.tenantId, t.timesheetId)
      .where(sql`status = 'open'`),
  ],
);
