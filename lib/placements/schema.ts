import { z } from 'zod';
import { pageQuery } from '@/lib/schema-kit/paging';
import { sortQuery } from '@/lib/schema-kit/list-sort';
import { isoDay, isoTimestamp } from '@/lib/schema-kit/responses';
import { PLACEMENT_STATUSES, PLACEMENT_FILTERS, PLACEMENT_SORTS } from './constants';
import { END_BEFORE_START, datesInOrder, dayField, idField, positionField, rateField } from './fields';

export const placementListQuery = pageQuery.extend({
  status: z.enum(PLACEMENT_FILTERS, { error: `status must be one of ${PLACEMENT_FILTERS.join(', ')}` }).default('all'),
  company_id: idField('company').optional(),
  location_id: idField('location').optional(),
  position: z
    .string()
    .trim()
    .max(80, 'position must be at most 80 characters')
    .optional()
    .transform((v) => v || undefined),
  /** Placements active on this day: started on or before it and not ended before it. */
  date: dayField().optional(),
  sort: sortQuery(PLACEMENT_SORTS, '-start_date'),
});
export type PlacementListQuery = z.infer<typeof placementListQuery>;

const BILL_BELOW_PAY = 'validation.billBelowPay';

/**
 * The body of POST /placements. Other screens (the application "Place" dialog, order fill) send this
 * exact shape, so its field names are a contract.
 */
export const createPlacementBody = z
  .object({
    candidate_id: idField('candidate'),
    company_id: idField('company'),
    location_id: idField('location'),
    job_id: idField('job').nullish(),
    application_id: idField('application').nullish(),
    order_id: idField('order').nullish(),
    position: positionField(),
    start_date: dayField(),
    end_date: dayField().nullish(),
    bill_rate: rateField(),
    pay_rate: rateField(),
  })
  .refine((b) => datesInOrder(b.start_date, b.end_date), { path: ['end_date'], message: END_BEFORE_START })
  .refine((b) => b.bill_rate >= b.pay_rate, { path: ['bill_rate'], message: BILL_BELOW_PAY });
export type CreatePlacementInput = z.infer<typeof createPlacementBody>;

/** PUT /placements/{id}: any of these; the rules across fields are checked against the stored row. */
export const updatePlacementBody = z
  .object({
    position: positionField().optional(),
    start_date: dayField().optional(),
    end_date: dayField().nullable().optional(),
    bill_rate: rateField().optional(),
    pay_rate: rateField().optional(),
    status: z.enum(PLACEMENT_STATUSES, { error: 'must be active or ended' }).optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), 'validation.atLeastOneField')
  .refine((b) => datesInOrder(b.start_date, b.end_date), { path: ['end_date'], message: END_BEFORE_START })
  .refine((b) => b.bill_rate === undefined || b.pay_rate === undefined || b.bill_rate >= b.pay_rate, {
    path: ['bill_rate'],
    message: BILL_BELOW_PAY,
  });
export type UpdatePlacementInput = z.infer<typeof updatePlacementBody>;

/** PUT /placements/{id}/end: the last day worked, today (at the location) unless given. */
export const endPlacementBody = z.object({ end_date: dayField().optional() });

// ——— What the placements routes answer ———

/** Order statuses (lib/db/schema-recruiting.ts ORDER_STATUSES), listed here so the browser does not load Drizzle. */
export const orderStatus = z.enum(['open', 'partially_filled', 'filled', 'cancelled']);

/** A placement; `pay_rate` (the worker's wage) is left out entirely for a Company Contact. */
export const placementRow = z.object({
  _id: z.uuid(),
  candidate_id: z.uuid(),
  candidate_name: z.string(),
  candidate_email: z.string(),
  company_id: z.uuid(),
  company_name: z.string(),
  location_id: z.uuid(),
  location_name: z.string(),
  job_id: z.uuid().nullable(),
  order_id: z.uuid().nullable(),
  application_id: z.uuid().nullable(),
  position: z.string(),
  start_date: isoDay,
  end_date: isoDay.nullable(),
  bill_rate: z.number(),
  pay_rate: z.number().optional(),
  /** Stored status, except that an active placement whose end date has passed reads as ended. */
  status: z.enum(PLACEMENT_STATUSES),
  order: z.object({ _id: z.uuid(), position: z.string(), headcount: z.number().int(), status: orderStatus }).nullable(),
  created_at: isoTimestamp,
});

export const placementDetail = placementRow.extend({
  timesheets_count: z.number().int(),
  job: z.object({ _id: z.uuid(), title: z.string() }).nullable(),
});

/**
 * A placement as the API answers it. `pay_rate` is the worker's wage: it is left out entirely (not
 * nulled) for a Company Contact, who sees what they are billed only.
 */
export type PlacementRow = z.infer<typeof placementRow>;

export type PlacementDetail = z.infer<typeof placementDetail>;
