import { z } from 'zod';
import { sortQuery } from '@/lib/schema-kit/list-sort';
import { day as dayInput, instant, optionalText } from '@/lib/schema-kit/inputs';
import { isoDay, isoTimestamp } from '@/lib/schema-kit/responses';
import { JURISDICTION_IDS } from '@/lib/pay-rules/types';
import { shiftRating } from '@/lib/shift-ratings/schema';
import { timecardException } from '@/lib/punches/schema';
import { EXCEPTION_KINDS } from '@/lib/punches/exceptions';
import { WORKER_STATUSES } from './worker-status';
import {
  INVOICE_TYPES,
  MAX_REASON_LENGTH,
  PAYROLL_TYPES,
  TIMESHEET_ACTIONS,
  TIMECARD_SORTS,
  TIMESHEET_SORTS,
  TIMESHEET_STATUSES,
  TIMESHEET_TABS,
  type TimesheetTab,
} from './types';

const day = dayInput('dates must be yyyy-MM-dd');

/** SPEC §3: dateRange is split on ' to ' into from and to. */
const dateRange = z
  .string()
  .trim()
  .max(40)
  .transform((v, ctx) => {
    const [from, to = from] = v.split(' to ').map((s) => s.trim());
    const parsed = z.tuple([day, day]).safeParse([from, to]);
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', message: 'validation.dateRange' });
      return z.NEVER;
    }
    return parsed.data[0] <= parsed.data[1] ? { from: parsed.data[0], to: parsed.data[1] } : { from: parsed.data[1], to: parsed.data[0] };
  });

const sort = z
  .string()
  .trim()
  .max(40, `sort must be one of ${TIMESHEET_SORTS.join(', ')}`)
  .regex(new RegExp(`^-?(${TIMESHEET_SORTS.join('|')})$`), `sort must be one of ${TIMESHEET_SORTS.join(', ')} (prefix - for descending)`);
const location = z.union([z.literal('all'), z.uuid({ error: 'location must be all or a location id' })]);

/** SPEC §3 timesheet table query; status and location default to all. */
const timesheetFilter = z.object({
  status: z.enum(TIMESHEET_TABS, { error: `status must be one of ${TIMESHEET_TABS.join(', ')}` }).default('all'),
  location: location.default('all'),
  dateRange: dateRange.optional(),
  custom_search: z
    .string()
    .trim()
    .max(100, 'custom_search must be at most 100 characters')
    .optional()
    .transform((v) => v || undefined),
  company_id: z.string().max(100, 'company_id must be at most 100 characters').optional(),
  /** `open`: only timesheets with an open punch exception (lib/punches); the overview links here. */
  exceptions: z.enum(['open'], { error: 'exceptions must be open' }).optional(),
});
export type TimesheetFilter = z.infer<typeof timesheetFilter>;

export const listQuery = timesheetFilter.extend({
  sort: sort.default('-week_start'),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100, 'per_page must be at most 100').default(25),
});
export type ListQuery = z.infer<typeof listQuery>;

/** Rows one request may name: a list page holds at most 100, a selection kept across pages a few more. */
export const MAX_TIMESHEET_IDS = 1000;
const ids = z
  .array(z.uuid({ error: 'timesheet_ids must be timesheet ids' }))
  .min(1, 'timesheet_ids must not be empty')
  .max(MAX_TIMESHEET_IDS, `at most ${MAX_TIMESHEET_IDS} timesheets at a time`);
/** Bulk body; the single-id routes (…/{id}) may send no body at all. */
export const idsBody = z.object({ timesheet_ids: ids.optional() });
/** One open punch exception an approver acknowledges (lib/punches/service.ts settleExceptions), with her note. */
export const acknowledgement = z.object({
  id: z.uuid({ error: 'acknowledge[].id must be an exception id' }),
  note: optionalText(500, 'note').optional(),
});
const acknowledgements = z.array(acknowledgement).max(500, 'acknowledge at most 500 exceptions at a time');
/** Approve: the ids, and each open punch exception of them acknowledged (refused with 409 exceptions_open otherwise). */
export const approveBody = idsBody.extend({ acknowledge: acknowledgements.optional() });
export const rejectBody = idsBody.extend({
  comment: z.string({ error: 'comment is required to reject' }).trim().min(1, 'comment is required to reject').max(1000),
});
export const invoiceBody = idsBody.extend({ type: z.enum(INVOICE_TYPES).default('client') });
export const toggleBody = idsBody.extend({ type: z.enum(INVOICE_TYPES, { error: 'type must be client or vendor' }) });
export const payrollBody = idsBody.extend({ type: z.enum(PAYROLL_TYPES, { error: `type must be one of ${PAYROLL_TYPES.join(', ')}` }) });

const timecardInput = z.object({
  _id: z.uuid().optional(),
  clock_in: instant('clock_in must be an ISO date-time'),
  clock_out: instant('clock_out must be an ISO date-time'),
  break_minutes: z.number().int().min(0).max(720),
});
export type TimecardInput = z.infer<typeof timecardInput>;

export const updateBody = z
  .object({
    status: z.enum(['submitted', 'approved', 'rejected']).optional(),
    comment: z.string().trim().max(1000).nullable().optional(),
    manager: z.string().trim().max(120).nullable().optional(),
    timecards: z.array(timecardInput).max(60).optional(),
    // Goes to the log rows the update writes; on its own it changes nothing, so it does not count as one.
    reason: optionalText(MAX_REASON_LENGTH, 'reason').optional(),
    // With status approved: the open punch exceptions acknowledged. On its own it changes nothing.
    acknowledge: acknowledgements.optional(),
  })
  .refine(
    (b) => Object.entries(b).some(([key, v]) => key !== 'reason' && key !== 'acknowledge' && v !== undefined),
    'validation.atLeastOneField',
  );

export const exportBody = z.object({
  // Larger exports go by filter, which the export streams; a list of ids is one selection.
  timesheet_ids: z
    .array(z.uuid())
    .max(MAX_TIMESHEET_IDS, `at most ${MAX_TIMESHEET_IDS} timesheets at a time; export more by filter`)
    .optional(),
  filter: timesheetFilter.partial().optional(),
  fields: z.array(z.string().max(40)).max(60).optional(),
  custom_report: z.string().max(80).optional(),
});

export const timecardsQuery = z.object({
  location: location.default('all'),
  dateRange: dateRange.optional(),
  custom_search: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((v) => v || undefined),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
  sort: sortQuery(TIMECARD_SORTS, '-clock_in'),
});

export const whosWorkingQuery = z.object({
  history: z.enum(['true', 'false']).optional(),
  location: location.default('all'),
  from: day.optional(),
  to: day.optional(),
});

/** The live board's stream: `since`, the live version of the board the reader shows (meta.live_version). */
export const whosWorkingEventsQuery = z.object({
  since: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER, 'since must be a live version').optional(),
});

export const userWeekQuery = z.object({ date: day.optional() });

/** One entry of the who's-working board; a timecardId given must belong to the timesheet. */
export const boardEntryQuery = z.object({ timecardId: z.uuid({ error: 'timecardId must be a timecard id' }).optional() });

// ——— What the timesheet routes answer (the API shapes; types.ts names them by z.infer) ———

const tierAmounts = z.object({ regular: z.number(), overtime: z.number(), doubleTime: z.number(), total: z.number() });

/** A timesheet row: pay fields (pay_rate, pay_total, margin, pay_amounts) are null for a Company Contact. */
export const timesheetRow = z.object({
  _id: z.uuid(),
  user_id: z.uuid(),
  worker_name: z.string(),
  location_id: z.uuid(),
  location_name: z.string(),
  company_id: z.uuid(),
  company_name: z.string(),
  placement_id: z.uuid().nullable(),
  position: z.string().nullable(),
  week_start: isoDay,
  week_end: isoDay,
  status: z.enum(TIMESHEET_STATUSES),
  regular_hours: z.number(),
  overtime_hours: z.number(),
  double_time_hours: z.number(),
  total_hours: z.number(),
  bill_rate: z.number(),
  pay_rate: z.number().nullable(),
  bill_total: z.number(),
  pay_total: z.number().nullable(),
  margin: z.number().nullable(),
  bill_amounts: tierAmounts.nullable(),
  pay_amounts: tierAmounts.nullable(),
  rules_version: z.string().nullable(),
  overtime_law: z.enum(JURISDICTION_IDS),
  invoiced_client: z.boolean(),
  invoiced_vendor: z.boolean(),
  locked: z.boolean(),
  archived_at: isoTimestamp.nullable(),
  payroll_exported_at: isoTimestamp.nullable(),
  payroll_batch: z.string().nullable(),
  comment: z.string().nullable(),
  manager: z.string().nullable(),
  submitted_at: isoTimestamp.nullable(),
  approved_at: isoTimestamp.nullable(),
  updated_at: isoTimestamp,
  /** Punch exceptions still open on its timecards (approving asks to acknowledge each); the list and detail give it, exports do not. */
  open_exceptions: z.number().int().optional(),
});

export const timecardRow = z.object({
  _id: z.uuid(),
  timesheet_id: z.uuid().nullable(),
  user_id: z.uuid(),
  worker_name: z.string(),
  location_id: z.uuid(),
  location_name: z.string(),
  /** The site's IANA zone: its punch times are shown on the site's clock (DESIGN §8 "One clock"). */
  location_timezone: z.string(),
  company_name: z.string(),
  shift_id: z.uuid().nullable(),
  position: z.string(),
  clock_in: isoTimestamp,
  clock_out: isoTimestamp.nullable(),
  break_minutes: z.number().int(),
  hours: z.number().nullable(),
  source: z.enum(['kiosk', 'mobile', 'manual']),
});

export const timesheetDetail = timesheetRow.extend({
  timecards: z.array(timecardRow.extend({ rating: shiftRating.nullable() })),
  /** Every punch exception of its cards (open, acknowledged or resolved), oldest first. */
  exceptions: z.array(timecardException).optional(),
  can_rate: z.boolean(),
  allowed_actions: z.array(z.enum(TIMESHEET_ACTIONS)),
});

const changeValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);
const fieldChange = z.object({
  entity: z.enum(['timesheet', 'timecard']),
  entity_id: z.string().optional(),
  field: z.string(),
  from: changeValue,
  to: changeValue,
  card_clock_in: isoTimestamp.optional(),
});

export const timesheetLogRow = z.object({
  _id: z.number().int(),
  action: z.string(),
  from_status: z.string().nullable(),
  to_status: z.string().nullable(),
  comment: z.string().nullable(),
  reason: z.string().nullable(),
  changes: z.array(fieldChange),
  source: z.string().nullable(),
  user_name: z.string().nullable(),
  created_at: isoTimestamp,
});

const statusCounts = z.object(Object.fromEntries(TIMESHEET_TABS.map((t) => [t, z.number().int()])) as Record<TimesheetTab, z.ZodNumber>);

export const statusCount = z.object({ status: z.enum(TIMESHEET_TABS), count: z.number().int(), counts: statusCounts });

/** A bulk action's answer: how many timesheets it changed. */
export const bulkResult = z.object({ data: z.object({ count: z.number().int() }), message: z.string() });
/** An approval's answer: what was approved, from the stored totals (bill_total null where the reader may not see it). */
export const approveResult = z.object({
  data: z.object({ count: z.number().int(), hours: z.number(), bill_total: z.number().nullable() }),
  message: z.string(),
});
export const payrollResult = z.object({ data: z.object({ batch: z.string(), count: z.number().int() }), message: z.string() });

export const timesheetWorker = z.object({ _id: z.uuid(), name: z.string() });

const whoIsWorkingRow = z.object({
  timecard_id: z.uuid(),
  timesheet_id: z.uuid().nullable(),
  user_id: z.uuid(),
  worker_name: z.string(),
  company_id: z.uuid(),
  company_name: z.string(),
  location_id: z.uuid(),
  location_name: z.string(),
  /** The site's IANA zone: the clock-in shows on the site's clock. */
  location_timezone: z.string(),
  position: z.string(),
  clock_in: isoTimestamp,
  elapsed_minutes: z.number(),
  on_break: z.boolean(),
  shift_id: z.uuid().nullable(),
  late_minutes: z.number(),
  /** Open punch exceptions of this card (lib/punches/exceptions.ts kinds). */
  exceptions: z.array(z.enum(EXCEPTION_KINDS)).optional(),
  /** The row's one status code, rendered as a translated badge (never blank). */
  status: z.enum(WORKER_STATUSES),
});

const noShowRow = z.object({
  shift_id: z.uuid(),
  company_name: z.string(),
  location_id: z.uuid(),
  location_name: z.string(),
  location_timezone: z.string(),
  position: z.string(),
  starts_at: isoTimestamp,
  expected: z.number().int(),
  clocked_in: z.number().int(),
});

export const whoIsWorkingLive = z.object({
  data: z.array(whoIsWorkingRow),
  meta: z.object({
    totalItems: z.number().int(),
    working: z.number().int(),
    late: z.number().int(),
    no_show: z.number().int(),
    no_shows: z.array(noShowRow),
    as_of: isoTimestamp,
    headcount: z.array(z.object({ hour: z.string(), count: z.number().int() })),
    /** The zone whose day and hours the headcount counts: the site's (one location), else the tenant's. */
    headcount_zone: z.string(),
    /** The tenant's live data version read before the board: the event stream's `since`. */
    live_version: z.number().int(),
  }),
});

const whoWorkedRow = z.object({
  user_id: z.uuid(),
  worker_name: z.string(),
  company_name: z.string(),
  location_id: z.uuid(),
  location_name: z.string(),
  location_timezone: z.string(),
  position: z.string(),
  first_in: isoTimestamp,
  last_out: isoTimestamp.nullable(),
  timecards: z.number().int(),
  hours: z.number(),
});

export const whoIsWorkingHistory = z.object({
  data: z.array(whoWorkedRow),
  meta: z.object({ totalItems: z.number().int(), total_hours: z.number(), from: isoDay, to: isoDay }),
});

/** A timesheet as the API returns it (lib/timesheets/schema.ts `timesheetRow`). */
export type TimesheetRow = z.infer<typeof timesheetRow>;

export type TimecardRow = z.infer<typeof timecardRow>;

/** A card of the timesheet view, with how the shift was rated (lib/shift-ratings), if it was. */
export type RatedTimecard = TimesheetDetail['timecards'][number];

export type TimesheetDetail = z.infer<typeof timesheetDetail>;

/** One field's change: instants as ISO strings, a field the entity did not have (a card added or removed) as null. */
export type FieldChange = z.infer<typeof fieldChange>;

export type TimesheetLogRow = z.infer<typeof timesheetLogRow>;

export type WhoIsWorkingRow = z.infer<typeof whoIsWorkingRow>;

export type NoShowRow = z.infer<typeof noShowRow>;

export type WhoIsWorkingLive = z.infer<typeof whoIsWorkingLive>;

export type WhoWorkedRow = z.infer<typeof whoWorkedRow>;

export type TierAmounts = NonNullable<TimesheetRow['bill_amounts']>;

export type WhoIsWorkingHistory = z.infer<typeof whoIsWorkingHistory>;
