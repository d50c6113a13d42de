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

/** A user's own zone for times not tied to a site (her profile); null: the tenant's. */
export const profileTimeZoneBody = z.object({ time_zone: timeZoneName.nullable() });

/** Her choice (null: none), the zone her screens use (hers, else the tenant's) and the tenant's. */
export const profileTimeZone = z.object({ time_zone: z.string().nullable(), effective: z.string(), tenant: z.string() });
export type ProfileTimeZone = z.infer<typeof profileTimeZone>;
