import { z } from 'zod';
import { pageQuery } from '@/lib/schema-kit/paging';
import { sortQuery } from '@/lib/schema-kit/list-sort';
import { isoDay, isoTimestamp, listMeta } from '@/lib/schema-kit/responses';
import { END_BEFORE_START, datesInOrder, dayField, idField, notesField, positionField, rateField } from '@/lib/placements/fields';
import { orderStatus, placementRow } from '@/lib/placements/schema';
import { headcountField, positionIdField } from '@/lib/work-requests/fields';
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

/**
 * POST /orders. The client company follows from the location; `company_id`, when sent, must agree.
 * A contact's `bill_rate` is not taken: the agency prices an order.
 */
export const createOrderBody = z
  .object({
    company_id: idField('company').nullish(),
    location_id: idField('location'),
    /** The agency's position (lib/work-requests/positions.ts); the free-text `position` stays for older clients. */
    position_id: positionIdField().optional(),
    position: positionField().optional(),
    headcount: headcountField(),
    start_date: dayField(),
    end_date: dayField().nullish(),
    bill_rate: rateField().nullish(),
    notes: notesField().nullish(),
  })
  .refine((b) => b.position_id || b.position, { path: ['position'], message: 'validation.unknownPosition' })
  .refine((b) => datesInOrder(b.start_date, b.end_date), { path: ['end_date'], message: END_BEFORE_START });
export type CreateOrderInput = z.infer<typeof createOrderBody>;

/** Fields a Company Contact may change on their own order, while nothing fills it yet. */
export const CONTACT_EDITABLE = ['headcount', 'start_date', 'end_date', 'notes'] as const;

export const updateOrderBody = z
  .object({
    location_id: idField('location').optional(),
    position_id: positionIdField().optional(),
    position: positionField().optional(),
    headcount: headcountField().optional(),
    start_date: dayField().optional(),
    end_date: dayField().nullable().optional(),
    bill_rate: rateField().nullable().optional(),
    notes: notesField().nullable().optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), 'validation.atLeastOneField')
  .refine((b) => datesInOrder(b.start_date, b.end_date), { path: ['end_date'], message: END_BEFORE_START });
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

export const orderRow = z.object({
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
  bill_rate: z.number().nullable(),
  notes: z.string().nullable(),
  status: orderStatus,
  created_by: z.uuid().nullable(),
  created_by_name: z.string().nullable(),
  created_at: isoTimestamp,
});

/** What the signed-in user may do with this order, so the screen shows only working buttons. */
export const orderActions = z.object({ edit: z.boolean(), cancel: z.boolean(), fill: z.boolean(), contactFieldsOnly: z.boolean() });

export const orderDetail = orderRow.extend({ placements: z.array(placementRow), allowed: orderActions });

const orderCounts = z.object(Object.fromEntries(ORDER_TABS.map((t) => [t, z.number().int()])) as Record<OrderTab, z.ZodNumber>);

/** The orders list: its page, and how many orders each status tab holds. */
export const orderList = z.object({ data: z.array(orderRow), meta: listMeta.extend({ counts: orderCounts }) });
