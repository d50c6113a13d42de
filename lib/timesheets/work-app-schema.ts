import { z } from 'zod';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'dates must be yyyy-MM-dd');

export const clockInBody = z.object({
  user_id: z.uuid({ error: 'user_id must be a worker id' }),
  location_id: z.uuid({ error: 'location_id must be a location id' }),
  position: z.string().trim().min(1).max(80).optional(),
  shift_id: z.uuid().optional(),
  clock_in: z.iso.datetime({ offset: true }).optional(),
  source: z.enum(['kiosk', 'mobile', 'manual']).default('mobile'),
});

export const clockOutBody = z.object({
  timecard_id: z.uuid({ error: 'timecard_id must be a timecard id' }),
  clock_out: z.iso.datetime({ offset: true }).optional(),
  break_minutes: z.number().int().min(0).max(720).optional(),
});

export const createTimesheetBody = z.object({
  user_id: z.uuid({ error: 'user_id must be a worker id' }),
  location_id: z.uuid({ error: 'location_id must be a location id' }),
  week_start: day.optional(),
});

export const placementTimesheetBody = z.object({
  placement_id: z.uuid({ error: 'placement_id must be a placement id' }),
  week_start: day.optional(),
});
