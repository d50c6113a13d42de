import { z } from 'zod';
import { isTimeZone } from './list';

/** An IANA time zone name, as every time zone field of the API takes it. */
export const timeZoneName = z
  .string({ error: 'timezone is required' })
  .trim()
  .min(1, 'timezone is required')
  .max(64, 'timezone must be at most 64 characters')
  .refine(isTimeZone, 'validation.timeZone');

/** A time zone as SPEC §3's timezones list serves it: the IANA name, a readable label, the current offset. */
export const timeZoneOption = z.object({ value: z.string(), label: z.string(), offset_minutes: z.number().int() });
