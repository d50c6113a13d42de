import { z } from 'zod';
import { day as dayInput } from '@/lib/schema-kit/inputs';

const day = (label: string) => dayInput(`${label} must be a date (yyyy-MM-dd)`);
const rate = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .positive(`${label} must be more than 0`)
    .max(10_000, `${label} must be at most 10000`);

/**
 * The "Place" dialog's fields, checked in the browser before POST /api/main/placements (which checks
 * them again, plus the tenant rules: exclusions, location of the company).
 */
export const placeForm = z
  .object({
    company_id: z.uuid({ error: 'company_id must be a client company' }),
    location_id: z.uuid({ error: 'location_id must be a location' }),
    position: z.string().trim().min(1, 'position is required').max(80, 'position must be at most 80 characters'),
    start_date: day('start_date'),
    end_date: day('end_date').nullable(),
    bill_rate: rate('bill_rate'),
    pay_rate: rate('pay_rate'),
  })
  .refine((p) => !p.end_date || p.end_date >= p.start_date, { message: 'validation.endBeforeStart', path: ['end_date'] })
  .refine((p) => p.bill_rate >= p.pay_rate, { message: 'validation.billBelowPay', path: ['bill_rate'] });
export type PlaceForm = z.infer<typeof placeForm>;
export type PlaceField = keyof PlaceForm;
