import { z } from 'zod';
import { optionalText, requiredText } from '@/lib/schema-kit/inputs';
import { pageQuery } from '@/lib/schema-kit/paging';
import { isoTimestamp } from '@/lib/schema-kit/responses';
import { ROUTE_ACTIVE_FILTERS } from './types';

export const MAX_STOPS = 50;
const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * One stop: a client location of the tenant, or a free-text pick-up point (then `label` is required).
 * A location stop without a label takes the location's name.
 */
const stopInput = z
  .object({
    location_id: z
      .uuid({ error: 'location_id must be a location id' })
      .nullish()
      .transform((v) => v ?? null),
    label: optionalText(120, 'label'),
    arrives_at: z
      .string({ error: 'arrives_at must be text' })
      .trim()
      .max(5, 'validation.hhmm')
      .nullish()
      .transform((v) => v || null)
      .refine((v) => v === null || HH_MM.test(v), 'validation.hhmm'),
  })
  .refine((s) => s.location_id !== null || s.label !== null, { message: 'validation.stopNeedsLocation', path: ['label'] });

/** POST /routes and PUT /routes/{id}: the whole route, its stops in order (PUT replaces them). */
export const routeInput = z.object({
  name: requiredText(120, 'name'),
  driver: optionalText(120, 'driver'),
  vehicle: optionalText(120, 'vehicle'),
  notes: optionalText(2000, 'notes'),
  active: z.boolean({ error: 'active must be true or false' }).default(true),
  stops: z
    .array(stopInput, { error: 'stops must be a list' })
    .min(1, 'a route needs at least one stop')
    .max(MAX_STOPS, `a route may have at most ${MAX_STOPS} stops`),
});
export type RouteInput = z.input<typeof routeInput>;
export type RouteValues = z.output<typeof routeInput>;

/** PATCH /routes/{id}: switch a route on or off without sending it whole. */
export const routeActiveBody = z.object({ active: z.boolean({ error: 'active must be true or false' }) });

export const routesQuery = pageQuery.extend({
  // true/false are accepted too, as integrations tend to send a boolean filter.
  active: z
    .enum([...ROUTE_ACTIVE_FILTERS, 'true', 'false'], { error: 'active must be all, active or inactive' })
    .default('all')
    .transform((v) => (v === 'true' ? 'active' : v === 'false' ? 'inactive' : v)),
});
export type RoutesQuery = z.infer<typeof routesQuery>;

/** A transport route as the list shows it. */
export const routeRow = z.object({
  _id: z.uuid(),
  name: z.string(),
  driver: z.string().nullable(),
  vehicle: z.string().nullable(),
  notes: z.string().nullable(),
  active: z.boolean(),
  stop_count: z.number().int(),
  /** Labels of the first and last stops, for the list's "from → to". */
  first_stop: z.string().nullable(),
  last_stop: z.string().nullable(),
  created_at: isoTimestamp,
  updated_at: isoTimestamp,
});

const routeStop = z.object({
  _id: z.uuid(),
  location_id: z.uuid().nullable(),
  location_name: z.string().nullable(),
  company_name: z.string().nullable(),
  label: z.string(),
  position: z.number().int(),
  arrives_at: z.string().nullable().meta({ description: 'HH:mm' }),
});

export const routeDetail = routeRow.extend({ stops: z.array(routeStop) });

/** A transport route as the list shows it. */
export type RouteRow = z.infer<typeof routeRow>;

export type RouteStop = z.infer<typeof routeStop>;

export type RouteDetail = z.infer<typeof routeDetail>;
