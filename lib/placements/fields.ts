import { z } from 'zod';
import { day } from '@/lib/schema-kit/inputs';

/**
 * Field rules shared by the placement and order inputs (and their forms). Messages name no field:
 * the handler prefixes the path ("bill_rate: must be more than 0").
 */
export const idField = (what: string) => z.uuid({ error: `must be a ${what} id` });
export const dayField = () => day('must be a date (yyyy-MM-dd)');

/** A rate in currency units, stored as numeric(10,2); numeric strings from form fields are accepted. */
export const rateField = () =>
  z.coerce
    .number({ error: 'validation.numberOnly' })
    .refine(Number.isFinite, 'validation.numberOnly')
    .refine((n) => n > 0, 'validation.positive')
    .refine((n) => n <= 10_000, 'validation.rateMax')
    .transform((n) => Math.round(n * 100) / 100);

export const positionField = () =>
  z.string({ error: 'is required' }).trim().min(2, 'must be 2 to 80 characters').max(80, 'must be 2 to 80 characters');

export const notesField = () => z.string().trim().max(2000, 'must be at most 2,000 characters');

/** `end` on or after `start` when both are given (yyyy-MM-dd strings compare as dates). */
export const datesInOrder = (start?: string | null, end?: string | null) => !start || !end || end >= start;
export const END_BEFORE_START = 'validation.endBeforeStart';
