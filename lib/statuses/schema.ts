import { z } from 'zod';
import { KINDS } from './types';

/** Path segment `[kind]`: anything else is a 400, never a 404 or 500. */
export const kindParam = z.enum(KINDS, { error: `kind must be one of ${KINDS.join(', ')}` });

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

const statusName = z.string({ error: 'name is required' }).trim().min(1, 'name is required').max(60, 'name must be at most 60 characters');
/** `#rrggbb`, stored lower-case; null clears it (the neutral badge). */
const statusColor = z
  .string()
  .max(7, 'validation.hexColor')
  .regex(HEX_COLOR, 'validation.hexColor')
  .transform((c) => c.toLowerCase())
  .nullable();

/** Candidate statuses only (the service refuses it for other kinds): false blocks placing and shifts. */
const placeable = z.boolean({ error: 'placeable must be true or false' });

export const createStatusBody = z.object({ name: statusName, color: statusColor.optional(), placeable: placeable.optional() });
export type CreateStatusInput = z.infer<typeof createStatusBody>;

export const updateStatusBody = z
  .object({ name: statusName.optional(), color: statusColor.optional(), placeable: placeable.optional() })
  .refine((b) => b.name !== undefined || b.color !== undefined || b.placeable !== undefined, 'validation.atLeastOneField');
export type UpdateStatusInput = z.infer<typeof updateStatusBody>;

export const reorderBody = z.object({
  ids: z
    .array(z.uuid({ error: 'ids must be status ids' }), { error: 'ids must be a list of status ids' })
    .min(1, 'ids must not be empty')
    .max(200),
});

export const archiveBody = z.object({ archived: z.boolean({ error: 'archived must be true or false' }) });

export const listStatusQuery = z.object({
  include_archived: z
    .enum(['true', 'false'], { error: 'include_archived must be true or false' })
    .default('false')
    .transform((v) => v === 'true'),
});

/** One configurable status as the API returns it (shape other modules rely on). */
export const statusOption = z.object({
  _id: z.uuid(),
  kind: z.enum(KINDS),
  name: z.string(),
  color: z.string().nullable(),
  position: z.number().int(),
  is_default: z.boolean(),
  /** False: a candidate in this status may not be placed, invited or assigned (candidate kind only). */
  placeable: z.boolean(),
  archived_at: z.string().nullable().meta({ format: 'date-time' }),
});

/** One configurable status as the API returns it (shape other modules rely on). */
export type StatusOption = z.infer<typeof statusOption>;
