import { z } from 'zod';
import { isoTimestamp } from '@/lib/schema-kit/responses';
import { EXCEPTION_KINDS, EXCEPTION_STATUSES } from './exceptions';

/** A punch exception as the API answers it: its kind, the numbers its reason is worded from, and its state. */
export const timecardException = z.object({
  _id: z.uuid(),
  timecard_id: z.uuid(),
  timesheet_id: z.uuid().nullable(),
  kind: z.enum(EXCEPTION_KINDS),
  detail: z.record(z.string(), z.union([z.number(), z.string()])).meta({ description: 'distance_m, radius_m, minutes, hours… per kind' }),
  status: z.enum(EXCEPTION_STATUSES),
  note: z.string().nullable(),
  resolved_at: isoTimestamp.nullable(),
  resolved_by_name: z.string().nullable(),
  created_at: isoTimestamp,
});
export type TimecardException = z.infer<typeof timecardException>;
