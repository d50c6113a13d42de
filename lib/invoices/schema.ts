import { z } from 'zod';
import { day, optionalText, requiredText, uuid, wholeNumberIn } from '@/lib/schema-kit/inputs';
import { pageQuery } from '@/lib/schema-kit/paging';
import { sortQuery } from '@/lib/schema-kit/list-sort';
import { isoDay, isoTimestamp, listMeta } from '@/lib/schema-kit/responses';

/** An invoice's life (DESIGN §8): a draft is numbered at issue; payments take it to partly paid and paid; void frees its sheets. */
const INVOICE_STATUSES = ['draft', 'issued', 'partly_paid', 'paid', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** How a client company's run groups its sheets: one invoice per company, per site, or per worker (at a company). */
export const INVOICE_GROUPINGS = ['client', 'location', 'worker'] as const;
export type InvoiceGrouping = (typeof INVOICE_GROUPINGS)[number];

export const VOID_REASON_MAX = 500;
/** The files an invoice exports as: its lines, and the documented invoice-import layouts of two accounting tools. */
export const INVOICE_EXPORTS = ['lines', 'quickbooks', 'xero'] as const;
export type InvoiceExport = (typeof INVOICE_EXPORTS)[number];

/** How a client paid. */
export const PAYMENT_METHODS = ['bank_transfer', 'card', 'check', 'cash', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_REFERENCE_MAX = 120;
/** Net days an invoice may be due in, and the highest tax rate a site takes (in thousandths of a percent: 30 %). */
export const TERMS_DAYS = { min: 0, max: 180 } as const;
export const TAX_MILLI = { min: 0, max: 30_000 } as const;
/** ISO 4217 codes the portal bills in (formatting and the e-invoice need a known one). */
export const CURRENCIES = ['USD', 'CAD', 'EUR', 'GBP', 'AUD', 'MXN', 'CHF', 'CNY', 'AED', 'RUB'] as const;
/** The longest period one run may cover: a year of weeks. */
export const RUN_MAX_DAYS = 366;

/** The invoice list's sort fields (each a bounded column of the tenant's invoices). */
export const INVOICE_SORTS = ['created_at', 'number', 'due_on', 'total_cents'] as const;

/** GET /invoices: newest first unless sorted, by status and client company. */
/** The list's tabs: every status, and all of them. */
export const INVOICE_TABS = ['all', ...INVOICE_STATUSES] as const;
export type InvoiceTab = (typeof INVOICE_TABS)[number];

export const invoicesQuery = pageQuery.omit({ search: true }).extend({
  sort: sortQuery(INVOICE_SORTS, '-created_at'),
  status: z.enum(INVOICE_TABS).default('all'),
  company_id: uuid().optional(),
  /** One run's invoices (the answer of POST /invoices/runs names it). */
  run_id: uuid().optional(),
});
export type InvoicesQuery = z.infer<typeof invoicesQuery>;

/**
 * POST /invoices/runs: approved, not yet invoiced timesheets whose week starts from `from` to `to` become
 * draft invoices, grouped as each client company says; `company_id` narrows the run to one client.
 */
export const runBody = z.object({
  from: day(),
  to: day(),
  company_id: uuid().nullish(),
});
export type RunInput = z.infer<typeof runBody>;

/** POST /invoices/{id}/void: why, as the person voiding it says. */
export const voidBody = z.object({ reason: requiredText(VOID_REASON_MAX, 'reason') });

const invoiceRow = z.object({
  _id: z.uuid(),
  number: z.string().nullable(),
  status: z.enum(INVOICE_STATUSES),
  company_id: z.uuid(),
  company_name: z.string(),
  /** Set when the company's grouping is per site or per worker. */
  location_id: z.uuid().nullable(),
  location_name: z.string().nullable(),
  candidate_id: z.uuid().nullable(),
  worker_name: z.string().nullable(),
  period_from: isoDay,
  period_to: isoDay,
  currency: z.string(),
  subtotal_cents: z.number().int(),
  tax_cents: z.number().int(),
  total_cents: z.number().int(),
  paid_cents: z.number().int(),
  balance_cents: z.number().int(),
  line_count: z.number().int(),
  issued_at: isoTimestamp.nullable(),
  due_on: isoDay.nullable(),
  voided_at: isoTimestamp.nullable(),
  void_reason: z.string().nullable(),
  run_id: z.uuid(),
  created_at: isoTimestamp,
});
export type InvoiceRow = z.infer<typeof invoiceRow>;

/** A line: one approved timesheet, with the engine's frozen hours and amounts (cents), never recomputed. */
const invoiceLine = z.object({
  _id: z.uuid(),
  timesheet_id: z.uuid(),
  candidate_id: z.uuid(),
  worker_name: z.string(),
  location_id: z.uuid(),
  location_name: z.string(),
  position: z.string().nullable(),
  week_start: isoDay,
  regular_hours: z.number(),
  overtime_hours: z.number(),
  double_time_hours: z.number(),
  bill_rate_cents: z.number().int(),
  regular_cents: z.number().int(),
  overtime_cents: z.number().int(),
  double_time_cents: z.number().int(),
  amount_cents: z.number().int(),
  tax_rate_milli: z.number().int(),
  rules_version: z.string().nullable(),
  approved_at: isoTimestamp.nullable(),
  approved_by: z.string().nullable(),
});
export type InvoiceLine = z.infer<typeof invoiceLine>;

/** A payment as the invoice page lists it. */
const invoicePayment = z.object({
  _id: z.uuid(),
  amount_cents: z.number().int(),
  paid_on: isoDay,
  method: z.enum(PAYMENT_METHODS),
  reference: z.string().nullable(),
  recorded_by_name: z.string().nullable(),
  created_at: isoTimestamp,
});
export type InvoicePayment = z.infer<typeof invoicePayment>;

/** POST /invoices/{id}/payments: an amount in cents (at most the balance), the day it was paid, how, and its reference. */
export const paymentBody = z.object({
  amount_cents: z
    .number({ error: 'amount_cents must be a whole number of cents' })
    .int('amount_cents must be a whole number of cents')
    .min(1)
    .max(100_000_000_000),
  paid_on: day(),
  method: z.enum(PAYMENT_METHODS),
  reference: optionalText(PAYMENT_REFERENCE_MAX, 'reference'),
});
export type PaymentInput = z.infer<typeof paymentBody>;

export const invoiceDetail = invoiceRow.extend({
  payments: z.array(invoicePayment),
  lines: z.array(invoiceLine),
  /** Tax per rate: the base (the lines at that rate) and the tax on it; their taxes sum to tax_cents. */
  tax_by_rate: z.array(z.object({ milli: z.number().int(), base_cents: z.number().int(), tax_cents: z.number().int() })),
  payment_terms_days: z.number().int(),
});
export type InvoiceDetail = z.infer<typeof invoiceDetail>;

/** What a run did: its id (to list its invoices), how many invoices it made and how many sheets they bill. */
export const runResult = z.object({
  run_id: z.uuid(),
  invoices: z.number().int(),
  timesheets: z.number().int(),
  total_cents: z.number().int(),
});
export type RunResult = z.infer<typeof runResult>;

/** A client company's billing set-up, with each of its sites' tax rate. */
export const clientBilling = z.object({
  company_id: z.uuid(),
  company_name: z.string(),
  payment_terms_days: z.number().int(),
  currency: z.enum(CURRENCIES),
  invoice_grouping: z.enum(INVOICE_GROUPINGS),
  billing_email: z.string().nullable(),
  sites: z.array(z.object({ location_id: z.uuid(), location_name: z.string(), tax_rate_milli: z.number().int() })),
});
export type ClientBilling = z.infer<typeof clientBilling>;

/** PUT /invoices/clients/{id}: the set-up as a whole; `sites` may name some of the company's sites (others keep theirs). */
export const clientBillingBody = z.object({
  payment_terms_days: wholeNumberIn('payment_terms_days', TERMS_DAYS, 'days'),
  currency: z.enum(CURRENCIES),
  invoice_grouping: z.enum(INVOICE_GROUPINGS),
  billing_email: z
    .email({ error: 'validation.email' })
    .max(254)
    .nullish()
    .or(z.literal('').transform(() => null)),
  sites: z
    .array(z.object({ location_id: uuid(), tax_rate_milli: wholeNumberIn('tax_rate_milli', TAX_MILLI) }))
    .max(500)
    .default([]),
});
export type ClientBillingInput = z.infer<typeof clientBillingBody>;

/** GET /invoices' answer: the page, and per tab the count of invoices the other filters leave. */
export const invoiceList = z.object({
  data: z.array(invoiceRow),
  meta: listMeta.extend({ counts: z.record(z.enum(INVOICE_TABS), z.number().int()) }),
});
export type InvoiceList = z.infer<typeof invoiceList>;

/** One line checked again: what it billed, what the engine makes of the timesheet's punches and rules now, and the difference. */
const verifiedLine = z.object({
  line_id: z.uuid(),
  timesheet_id: z.uuid(),
  worker_name: z.string(),
  week_start: isoDay,
  /** match: same amount and rules; differs: another amount under the same rules (the punches moved); rules_changed: the rules are not the ones billed. */
  result: z.enum(['match', 'differs', 'rules_changed']),
  billed_cents: z.number().int(),
  recomputed_cents: z.number().int(),
  difference_cents: z.number().int(),
  billed_hours: z.number(),
  recomputed_hours: z.number(),
});
export type VerifiedLine = z.infer<typeof verifiedLine>;

/** GET /invoices/{id}/verify: every line recomputed with the one pay-and-bill engine (issue 25 item 7). */
export const invoiceVerification = z.object({
  invoice_id: z.uuid(),
  checked_at: isoTimestamp,
  lines: z.array(verifiedLine),
  matches: z.number().int(),
  /** The sum of the differences: what the invoice would change by, were it billed again now. */
  difference_cents: z.number().int(),
});
export type InvoiceVerification = z.infer<typeof invoiceVerification>;
