import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId } from './columns';
// Import through schema.ts only (it re-exports this file): every reference below is lazy, so the cycle holds.
import { candidates, companies, locations, tenants, timesheets } from './schema';

// ── Invoices from approved hours (issue 25, migration 0030) ─────────────────────────────────────

const cents = (name: string) => bigint(name, { mode: 'number' }).notNull();

/**
 * One invoice of a client company (or one of its sites, or one worker there: the company's grouping).
 * Money is integer cents: the total is the sum of its lines plus the tax on them (a check holds it).
 * `number` is given at issue from the tenant's counter (gapless); a draft has none. Void frees its sheets.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    tenantId: tenantId(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    locationId: uuid('location_id').references(() => locations.id),
    candidateId: uuid('candidate_id').references(() => candidates.id),
    /** InvoiceStatus (lib/invoices/schema.ts). */
    status: text('status').notNull().default('draft'),
    number: text('number'),
    periodFrom: date('period_from').notNull(),
    periodTo: date('period_to').notNull(),
    currency: text('currency').notNull(),
    paymentTermsDays: integer('payment_terms_days').notNull(),
    subtotalCents: cents('subtotal_cents'),
    taxCents: cents('tax_cents'),
    totalCents: cents('total_cents'),
    paidCents: bigint('paid_cents', { mode: 'number' }).notNull().default(0),
    lineCount: integer('line_count').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    dueOn: date('due_on'),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidReason: text('void_reason'),
    /** The run that made it: one run's invoices are listed together after it. */
    runId: uuid('run_id').notNull(),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    index('invoices_tenant_created_idx').on(t.tenantId, t.createdAt, t.id),
    index('invoices_tenant_status_created_idx').on(t.tenantId, t.status, t.createdAt, t.id),
    index('invoices_tenant_company_idx').on(t.tenantId, t.companyId, t.createdAt),
    // The list's other sorts, one index each (migration 0030).
    index('invoices_tenant_number_idx').on(t.tenantId, t.number, t.id),
    index('invoices_tenant_due_idx').on(t.tenantId, t.dueOn, t.id),
    index('invoices_tenant_total_idx').on(t.tenantId, t.totalCents, t.id),
    index('invoices_tenant_status_number_idx').on(t.tenantId, t.status, t.number, t.id),
    index('invoices_tenant_status_due_idx').on(t.tenantId, t.status, t.dueOn, t.id),
    index('invoices_tenant_status_total_idx').on(t.tenantId, t.status, t.totalCents, t.id),
    index('invoices_tenant_run_idx').on(t.tenantId, t.runId),
    uniqueIndex('invoices_tenant_number_uq')
      .on(t.tenantId, t.number)
      .where(sql`number is not null`),
    check('invoices_status_check', sql`status in ('draft', 'issued', 'partly_paid', 'paid', 'void')`),
    check('invoices_totals_check', sql`total_cents = subtotal_cents + tax_cents`),
    check('invoices_number_at_issue_check', sql`(number is null) = (issued_at is null)`),
    check('invoices_paid_check', sql`paid_cents >= 0 and paid_cents <= total_cents`),
  ],
);

/**
 * One approved timesheet on an invoice, with the engine's frozen figures as they were at the run (never
 * recomputed): hours per tier, the bill rate, each tier's amount and their sum, in cents. `voided` follows
 * the invoice's void, so the partial unique index keeps a sheet on at most one live invoice (DESIGN §8).
 */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: id(),
    tenantId: tenantId(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    timesheetId: uuid('timesheet_id')
      .notNull()
      .references(() => timesheets.id),
    candidateId: uuid('candidate_id').notNull(),
    locationId: uuid('location_id').notNull(),
    workerName: text('worker_name').notNull(),
    locationName: text('location_name').notNull(),
    position: text('position'),
    weekStart: date('week_start').notNull(),
    regularHours: numeric('regular_hours', { precision: 8, scale: 2 }).notNull(),
    overtimeHours: numeric('overtime_hours', { precision: 8, scale: 2 }).notNull(),
    doubleTimeHours: numeric('double_time_hours', { precision: 8, scale: 2 }).notNull(),
    billRateCents: cents('bill_rate_cents'),
    regularCents: cents('regular_cents'),
    overtimeCents: cents('overtime_cents'),
    doubleTimeCents: cents('double_time_cents'),
    amountCents: cents('amount_cents'),
    taxRateMilli: integer('tax_rate_milli').notNull(),
    rulesVersion: text('rules_version'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedBy: text('approved_by'),
    voided: boolean('voided').notNull().default(false),
  },
  (t) => [
    index('invoice_lines_tenant_invoice_idx').on(t.tenantId, t.invoiceId, t.weekStart, t.id),
    uniqueIndex('invoice_lines_one_live_invoice_uq')
      .on(t.timesheetId)
      .where(sql`not voided`),
    check('invoice_lines_amount_check', sql`amount_cents = regular_cents + overtime_cents + double_time_cents`),
  ],
);

/** The tenant's last issued invoice number: the update locks it, so numbers are gapless and unique. */
export const invoiceCounters = pgTable('invoice_counters', {
  tenantId: uuid('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  lastNumber: integer('last_number').notNull().default(0),
});

/** Invoices per client company and status, kept by statement triggers on invoices (migration 0030): the list's tab counts. */
export const invoiceStatusCounts = pgTable(
  'invoice_status_counts',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id').notNull(),
    status: text('status').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.companyId, t.status] })],
);

/** A payment received against an issued invoice; the invoice's paid_cents is the sum of its payments. */
export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: id(),
    tenantId: tenantId(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    amountCents: cents('amount_cents'),
    paidOn: date('paid_on').notNull(),
    /** PaymentMethod (lib/invoices/schema.ts). */
    method: text('method').notNull(),
    reference: text('reference'),
    recordedBy: uuid('recorded_by'),
    createdAt: createdAt(),
  },
  (t) => [
    index('invoice_payments_tenant_invoice_idx').on(t.tenantId, t.invoiceId, t.paidOn),
    check('invoice_payments_positive_check', sql`amount_cents > 0`),
  ],
);
