import { z } from 'zod';
import { pageQuery } from '@/lib/schema-kit/paging';
import { sortQuery } from '@/lib/schema-kit/list-sort';
import { isoDay, isoTimestamp, listMeta } from '@/lib/schema-kit/responses';
import { dayField, idField, notesField, positionField, rateField } from '@/lib/placements/fields';
import { orderStatus, placementRow } from '@/lib/placements/schema';
import { calendarFields, headcountField, positionIdField, repeatField, spanIssue, type RequestCalendar } from '@/lib/work-requests/fields';
import { ORDER_SORTS, ORDER_TABS, type OrderTab } from './constants';

export const orderListQuery = pageQuery.extend({
  status: z.enum(ORDER_TABS, { error: `status must be one of ${ORDER_TABS.join(', ')}` }).default('all'),
  company_id: idField('company').optional(),
  location_id: idField('location').optional(),
  /** Orders running on this day: starting on or before it and not ended before it. */
  date: dayField().optional(),
  sort: sortQuery(ORDER_SORTS, '-start_date'),
});
export type OrderListQuery = z.infer<typeof orderListQuery>;

/** The calendar checks of lib/work-requests (in order; a repeat names 1–60 dates), as zod issues. */
function checkSpan(c: RequestCalendar | null, ctx: z.RefinementCtx): void {
  const issue = c && spanIssue(c);
  if (issue) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
}

/**
 * POST /orders. The client company follows from the location; `company_id`, when sent, must agree.
 * A contact's `bill_rate` is not taken: the agency prices an order. The calendar is the one request
 * model's (lib/work-requests/fields.ts): a range, and optionally a weekly repeat within it, stored as
 * one order over its dates (requestSpan says why one order, not one per date).
 */
export const createOrderBody = z
  .object({
    company_id: idField('company').nullish(),
    location_id: idField('location'),
    /** The agency's position (lib/work-requests/positions.ts); a free-text `position` must name one of them. */
    position_id: positionIdField().optional(),
    position: positionField().optional(),
    headcount: headcountField(),
    start_date: dayField(),
    ...calendarFields(),
    bill_rate: rateField().nullish(),
    notes: notesField().nullish(),
  })
  .refine((b) => b.position_id || b.position, { path: ['position'], message: 'validation.unknownPosition' })
  .superRefine((b, ctx) => checkSpan({ start: b.start_date, end_date: b.end_date, repeat: b.repeat }, ctx));
export type CreateOrderInput = z.infer<typeof createOrderBody>;

/** Fields a Company Contact may change on their own order, while nothing fills it yet. */
export const CONTACT_EDITABLE = ['headcount', 'start_date', 'end_date', 'repeat', 'notes'] as const;

export const updateOrderBody = z
  .object({
    location_id: idField('location').optional(),
    position_id: positionIdField().optional(),
    position: positionField().optional(),
    headcount: headcountField().optional(),
    start_date: dayField().optional(),
    end_date: dayField().nullable().optional(),
    /** A weekly repeat over the order's range; null: every day again. Unsent: the order's own, over the new range. */
    repeat: repeatField().nullable().optional(),
    bill_rate: rateField().nullable().optional(),
    notes: notesField().nullable().optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), 'validation.atLeastOneField')
  .superRefine((b, ctx) => checkSpan(b.start_date ? { start: b.start_date, end_date: b.end_date, repeat: b.repeat } : null, ctx));
export type UpdateOrderInput = z.infer<typeof updateOrderBody>;

/** POST /orders/{id}/fill: a worker for one place; position, location and dates come from the order. */
export const fillOrderBody = z
  .object({
    candidate_id: idField('candidate'),
    bill_rate: rateField(),
    pay_rate: rateField(),
    start_date: dayField().optional(),
  })
  .refine((b) => b.bill_rate >= b.pay_rate, { path: ['bill_rate'], message: 'validation.billBelowPay' });
export type FillOrderInput = z.infer<typeof fillOrderBody>;

// ——— What the orders routes answer ———

const orderRow = z.object({
  _id: z.uuid(),
  company_id: z.uuid(),
  company_name: z.string(),
  location_id: z.uuid(),
  location_name: z.string(),
  position: z.string(),
  headcount: z.number().int(),
  /** Linked placements still active. */
  filled: z.number().int(),
  start_date: isoDay,
  end_date: isoDay.nullable(),
  /** The days a weekly repeat picked within start..end; null: every day of the range. */
  work_dates: z.array(isoDay).nullable(),
  bill_rate: z.number().nullable(),
  notes: z.string().nullable(),
  status: orderStatus,
  created_by: z.uuid().nullable(),
  created_by_name: z.string().nullable(),
  created_at: isoTimestamp,
});

/** What the signed-in user may do with this order, so the screen shows only working buttons. */
const orderActions = z.object({ edit: z.boolean(), cancel: z.boolean(), fill: z.boolean(), contactFieldsOnly: z.boolean() });

export const orderDetail = orderRow.extend({ placements: z.array(placementRow), allowed: orderActions });

const orderCounts = z.object(Object.fromEntries(ORDER_TABS.map((t) => [t, z.number().int()])) as Record<OrderTab, z.ZodNumber>);

/** The orders list: its page, and how many orders each status tab holds. */
export const orderList = z.object({ data: z.array(orderRow), meta: listMeta.extend({ counts: orderCounts }) });

export type OrderRow = z.infer<typeof orderRow>;

/** What the signed-in user may do with this order, so the screen shows only working buttons. */
export type OrderActions = z.infer<typeof orderActions>;

export type OrderDetail = z.infer<typeof orderDetail>;
