import { z } from 'zod';
import { day as dayInput, instant } from '@/lib/schema-kit/inputs';
import { isoTimestamp } from '@/lib/schema-kit/responses';
import { SHIFT_PHASES, STAFFING_FILTERS } from '@/lib/shifts/definitions';
import { shiftRow } from '@/lib/shifts/schema';
import { endDateField, positionIdField, repeatField } from '@/lib/work-requests/fields';

const day = dayInput('dates must be yyyy-MM-dd');
const location = z.union([z.literal('all'), z.uuid({ error: 'location must be all or a location id' })]);

/** SPEC §3 shift query fields. */
export const shiftsQuery = z
  .object({
    startDate: day.optional(),
    endDate: day.optional(),
    position: z.string().trim().max(80).optional(),
    location: location.default('all'),
    /** A phase (lib/shifts/definitions.ts): draft, published, in_progress, completed or cancelled. */
    status: z.enum(['all', ...SHIFT_PHASES]).default('all'),
    /** open (places unfilled), filled, or no_show (a worker marked no-show): staffingSql. */
    staffing: z.enum(['all', ...STAFFING_FILTERS]).default('all'),
    search: z.string().trim().max(100).optional(),
    page: z.coerce.number().int().min(1).max(100000).default(1),
    per_page: z.coerce.number().int().min(1).max(200).default(50),
  })
  .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, 'validation.startAfterEnd');

/** POST /shifts from the client portal: sent with app=client-portal and draft=true (SPEC §7). */
export const createShiftBody = z
  .object({
    app: z.literal('client-portal', { error: "app must be 'client-portal'" }).optional(),
    draft: z.boolean().optional(),
    location_id: z.uuid({ error: 'location_id must be a location id' }),
    /** The agency's position (lib/work-requests/positions.ts); the free-text `position` stays for older clients. */
    position_id: positionIdField().optional(),
    position: z.string().trim().min(1, 'position is required').max(80).optional(),
    starts_at: instant('starts_at must be an ISO date-time'),
    ends_at: instant('ends_at must be an ISO date-time'),
    headcount: z.number().int().min(1).max(500).default(1),
    notes: z.string().trim().max(1000, 'notes must be at most 1000 characters').optional(),
    /** Confirms a shift longer than LONG_SHIFT_HOURS (lib/on-demand/long-shift.ts); without it such a request is 400. */
    confirm_long: z.boolean({ error: 'confirm_long must be true or false' }).optional(),
    /** Multi-day: the same times every day up to this day (at the location's clock). */
    end_date: endDateField().optional(),
    /** Weekly on these weekdays within the range, at most `count` shifts. */
    repeat: repeatField().optional(),
  })
  .refine((b) => b.position_id || b.position, { message: 'validation.unknownPosition', path: ['position'] })
  .refine((b) => Date.parse(b.ends_at) > Date.parse(b.starts_at), { message: 'validation.endsAfterStarts', path: ['ends_at'] })
  .refine((b) => Date.parse(b.ends_at) - Date.parse(b.starts_at) <= 24 * 3_600_000, {
    message: 'validation.shiftTooLong',
    path: ['ends_at'],
  });

// ——— What the on-demand routes answer ———

export const createdShift = shiftRow
  .omit({ location_name: true, company_name: true, job_id: true })
  // A multi-day or repeating request makes several shifts: the first is answered, with how many were made.
  .extend({ created_count: z.number().int().min(1).optional() });

/** A location in the caller's scope (a contact's assigned ones), for pickers. */
export const scopedLocation = z.object({
  _id: z.uuid(),
  name: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  status: z.string(),
  timezone: z.string(),
  company_id: z.uuid(),
  company_name: z.string(),
});

export const scopedJob = z.object({
  _id: z.uuid(),
  title: z.string(),
  position: z.string(),
  status: z.string(),
  location_id: z.uuid().nullable(),
  company_id: z.uuid().nullable(),
  created_at: isoTimestamp,
});
