import { z } from 'zod';
import { day as dayInput, instant, optionalText } from '@/lib/api/inputs';
import { INVOICE_TYPES, MAX_REASON_LENGTH, PAYROLL_TYPES, TIMESHEET_SORTS, TIMESHEET_TABS } from './types';

const day = dayInput('dates must be yyyy-MM-dd');

/** SPEC §3: dateRange is split on ' to ' into from and to. */
const dateRange = z.string().trim().max(40).transform((v, ctx) => {
  const [from, to = from] = v.split(' to ').map((s) => s.trim());
  const parsed = z.tuple([day, day]).safeParse([from, to]);
  if (!parsed.success) {
    ctx.addIssue({ code: 'custom', message: 'validation.dateRange' });
    return z.NEVER;
  }
  return parsed.data[0] <= parsed.data[1] ? { from: parsed.data[0], to: parsed.data[1] } : { from: parsed.data[1], to: parsed.data[0] };
});

const sort = z.string().trim().max(40, `sort must be one of ${TIMESHEET_SORTS.join(', ')}`).regex(new RegExp(`^-?(${TIMESHEET_SORTS.join('|')})$`), `sort must be one of ${TIMESHEET_SORTS.join(', ')} (prefix - for descending)`);
const location = z.union([z.literal('all'), z.uuid({ error: 'location must be all or a location id' })]);

/** SPEC §3 timesheet table query; status and location default to all. */
const timesheetFilter = z.object({
  status: z.enum(TIMESHEET_TABS, { error: `status must be one of ${TIMESHEET_TABS.join(', ')}` }).default('all'),
  location: location.default('all'),
  dateRange: dateRange.optional(),
  custom_search: z.string().trim().max(100, 'custom_search must be at most 100 characters').optional().transform((v) => v || undefined),
  company_id: z.string().max(100, 'company_id must be at most 100 characters').optional(),
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
const ids = z.array(z.uuid({ error: 'timesheet_ids must be timesheet ids' })).min(1, 'timesheet_ids must not be empty')
  .max(MAX_TIMESHEET_IDS, `at most ${MAX_TIMESHEET_IDS} timesheets at a time`);
/** Bulk body; the single-id routes (…/{id}) may send no body at all. */
export const idsBody = z.object({ timesheet_ids: ids.optional() });
export const rejectBody = idsBody.extend({ comment: z.string({ error: 'comment is required to reject' }).trim().min(1, 'comment is required to reject').max(1000) });
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

export const updateBody = z.object({
  status: z.enum(['submitted', 'approved', 'rejected']).optional(),
  comment: z.string().trim().max(1000).nullable().optional(),
  manager: z.string().trim().max(120).nullable().optional(),
  timecards: z.array(timecardInput).max(60).optional(),
  // Goes to the log rows the update writes; on its own it changes nothing, so it does not count as one.
  reason: optionalText(MAX_REASON_LENGTH, 'reason').optional(),
}).refine((b) => Object.entries(b).some(([key, v]) => key !== 'reason' && v !== undefined), 'validation.atLeastOneField');

export const exportBody = z.object({
  // Larger exports go by filter, which the export streams; a list of ids is one selection.
  timesheet_ids: z.array(z.uuid()).max(MAX_TIMESHEET_IDS, `at most ${MAX_TIMESHEET_IDS} timesheets at a time; export more by filter`).optional(),
  filter: timesheetFilter.partial().optional(),
  fields: z.array(z.string().max(40)).max(60).optional(),
  custom_report: z.string().max(80).optional(),
});

export const timecardsQuery = z.object({
  location: location.default('all'),
  dateRange: dateRange.optional(),
  custom_search: z.string().trim().max(100).optional().transform((v) => v || undefined),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
});

export const whosWorkingQuery = z.object({
  history: z.enum(['true', 'false']).optional(),
  location: location.default('all'),
  from: day.optional(),
  to: day.optional(),
});

export const userWeekQuery = z.object({ date: day.optional() });
