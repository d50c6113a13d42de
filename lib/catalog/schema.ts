import { z } from 'zod';
import { isoTimestamp } from '@/lib/schema-kit/responses';
import { positionInput } from './position-input';

/** Zod inputs of job categories, skills and tenant positions, shared by the admin forms and the handlers. */

const name = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`);

export const categoryBody = z.object({ name: name('name', 60) });
export type CategoryInput = z.infer<typeof categoryBody>;

export const skillBody = z.object({ name: name('name', 60) });

/** The new order of every active row of a list (archived rows keep their place after them). */
export const orderBody = z.object({
  ids: z
    .array(z.uuid({ error: 'ids must be ids' }), { error: 'ids must be a list of ids' })
    .min(1, 'ids must not be empty')
    .max(500),
});

export const archivedQuery = z.object({
  archived: z
    .enum(['true', 'false'], { error: 'archived must be true or false' })
    .default('false')
    .transform((v) => v === 'true'),
});

const payWithinBill = (b: { bill_rate?: number | null; pay_rate?: number | null }) =>
  b.bill_rate === null || b.bill_rate === undefined || b.pay_rate === null || b.pay_rate === undefined || b.pay_rate <= b.bill_rate;
const PAY_ABOVE_BILL = { message: 'validation.payAboveBill', path: ['pay_rate'] };

/**
 * A tenant-wide position: the company position's rules (name, rates 0–10,000 with two decimals), plus
 * pay ≤ bill, since a position paid more than it bills loses money on every hour.
 */
export const tenantPositionInput = positionInput.refine(payWithinBill, PAY_ABOVE_BILL);

/** PATCH: only the fields sent change; pay ≤ bill is checked again against the stored rates by the service. */
export const tenantPositionUpdate = positionInput
  .partial()
  .refine((b) => Object.values(b).some((v) => v !== undefined), 'validation.atLeastOneField')
  .refine(payWithinBill, PAY_ABOVE_BILL);
export type TenantPositionUpdate = z.infer<typeof tenantPositionUpdate>;

const skill = z.object({ _id: z.uuid(), name: z.string() });
/** A job category with its skills. */
export const jobCategory = z.object({
  _id: z.uuid(),
  name: z.string(),
  position: z.number().int(),
  archived_at: isoTimestamp.nullable(),
  skills: z.array(skill),
});
/** A tenant-wide position (no client company) with its default rates. */
export const tenantPosition = z.object({
  _id: z.uuid(),
  name: z.string(),
  bill_rate: z.number().nullable(),
  pay_rate: z.number().nullable(),
  archived_at: isoTimestamp.nullable(),
});

export type JobCategory = z.infer<typeof jobCategory>;

/** A tenant-wide position (positions.company_id null) with its default rates. */
export type TenantPosition = z.infer<typeof tenantPosition>;
