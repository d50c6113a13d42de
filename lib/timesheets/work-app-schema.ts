import { z } from 'zod';
import { day as dayInput, instant } from '@/lib/schema-kit/inputs';
import { isoDay, isoTimestamp } from '@/lib/schema-kit/responses';

const day = dayInput('dates must be yyyy-MM-dd');

/** Where the work-app says the worker stood (WGS 84 degrees); both or neither. */
const coordinates = {
  latitude: z
    .number({ error: 'latitude must be a number from -90 to 90' })
    .min(-90, 'latitude must be from -90 to 90')
    .max(90, 'latitude must be from -90 to 90')
    .optional(),
  longitude: z
    .number({ error: 'longitude must be a number from -180 to 180' })
    .min(-180, 'longitude must be from -180 to 180')
    .max(180, 'longitude must be from -180 to 180')
    .optional(),
};
const bothOrNeither = (v: { latitude?: number; longitude?: number }) => (v.latitude === undefined) === (v.longitude === undefined);
const bothOrNeitherIssue = { message: 'latitude and longitude go together: send both or neither', path: ['longitude'] };

export const clockInBody = z
  .object({
    user_id: z.uuid({ error: 'user_id must be a worker id' }),
    location_id: z.uuid({ error: 'location_id must be a location id' }),
    position: z.string().trim().min(1).max(80).optional(),
    shift_id: z.uuid().optional(),
    clock_in: instant('clock_in must be an ISO date-time').optional(),
    source: z.enum(['kiosk', 'mobile', 'manual']).default('mobile'),
    ...coordinates,
  })
  .refine(bothOrNeither, bothOrNeitherIssue);

export const clockOutBody = z
  .object({
    timecard_id: z.uuid({ error: 'timecard_id must be a timecard id' }),
    clock_out: instant('clock_out must be an ISO date-time').optional(),
    break_minutes: z.number().int().min(0).max(720).optional(),
    ...coordinates,
  })
  .refine(bothOrNeither, bothOrNeitherIssue);

export const createTimesheetBody = z.object({
  user_id: z.uuid({ error: 'user_id must be a worker id' }),
  location_id: z.uuid({ error: 'location_id must be a location id' }),
  week_start: day.optional(),
});

export const placementTimesheetBody = z.object({
  placement_id: z.uuid({ error: 'placement_id must be a placement id' }),
  week_start: day.optional(),
});

// ——— What the work-app routes answer ———

const status = z.string().meta({ description: 'pending, submitted, approved or rejected' });

export const clockedIn = z.object({
  _id: z.uuid(),
  timesheet_id: z.uuid(),
  clock_in: isoTimestamp,
  clock_out: z.null(),
  position: z.string(),
  source: z.string().meta({ description: 'kiosk, mobile or manual' }),
  shift_id: z.uuid().nullable().meta({ description: 'the shift the clock-in was attached to (given, or the assignment matched)' }),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export const clockedOut = z.object({
  _id: z.uuid(),
  timesheet_id: z.uuid().nullable(),
  clock_in: isoTimestamp,
  clock_out: isoTimestamp,
  break_minutes: z.number().int(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export const openedTimesheet = z.object({ _id: z.uuid(), user_id: z.uuid(), location_id: z.uuid(), week_start: isoDay, status });
export const placementTimesheet = openedTimesheet.extend({ placement_id: z.uuid().nullable() });
