import { z } from 'zod';
import { optionalText, requiredText, wholeNumberIn } from '@/lib/schema-kit/inputs';
import { isoTimestamp } from '@/lib/schema-kit/responses';
import { JURISDICTION_IDS } from '@/lib/pay-rules/types';
import { timeZoneName } from '@/lib/timezones/schema';
import { GEOFENCE_RADIUS } from '@/lib/punches/geo';

const locationFields = z.object({
  name: requiredText(120, 'name'),
  address: optionalText(240, 'address'),
  city: optionalText(80, 'city'),
  state: optionalText(80, 'state'),
  timezone: timeZoneName,
  /** The overtime law that applies at the site ('company': the company's timesheet rules). */
  pay_rules: z.enum(JURISDICTION_IDS, { error: `pay_rules must be one of ${JURISDICTION_IDS.join(', ')}` }),
  /** The site's geofence centre (WGS 84 degrees): both or neither (checked by the service); null clears it. */
  latitude: z
    .number({ error: 'latitude must be a number from -90 to 90' })
    .min(-90, 'latitude must be from -90 to 90')
    .max(90, 'latitude must be from -90 to 90')
    .nullable()
    .optional(),
  longitude: z
    .number({ error: 'longitude must be a number from -180 to 180' })
    .min(-180, 'longitude must be from -180 to 180')
    .max(180, 'longitude must be from -180 to 180')
    .nullable()
    .optional(),
  /** How far from the centre a punch may be, in metres. */
  geofence_radius_m: wholeNumberIn('geofence_radius_m', GEOFENCE_RADIUS, 'metres').optional(),
});

/**
 * POST /companies/{id}/locations; the form shares it. Without a time zone the location takes the tenant's
 * (admin settings), never a fixed zone: the form always sends one, preset to the tenant's.
 */
export const locationInput = locationFields.extend({
  timezone: timeZoneName.optional(),
  pay_rules: locationFields.shape.pay_rules.default('company'),
});
export type LocationInput = z.input<typeof locationInput>;

const statusId = z.uuid({ error: 'status_id must be a location status id' });

/** PUT /locations/{id}: any field, the notes, or a new status. */
export const locationUpdate = locationFields
  .partial()
  .extend({
    notes: optionalText(4000, 'notes').optional(),
    status_id: statusId.optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), 'validation.atLeastOneField');

/** POST /on-demand/locations: a location for a client company named in the body. */
export const locationCreateBody = locationInput.extend({ company_id: z.uuid({ error: 'company_id must be a company id' }) });

/** PUT /locations/status: one status for many locations. */
export const locationStatusBody = z.object({
  location_ids: z
    .array(z.uuid({ error: 'location_ids must be location ids' }), { error: 'location_ids must be a list of location ids' })
    .min(1, 'location_ids must not be empty')
    .max(500, 'at most 500 locations at a time'),
  status_id: statusId,
});

/** A location as the API returns it (list rows and the detail share the shape). */
export const locationRow = z.object({
  _id: z.uuid(),
  company_id: z.uuid(),
  company_name: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  timezone: z.string(),
  pay_rules: z.enum(JURISDICTION_IDS).meta({ description: "The site's overtime law; 'company' = the company's timesheet rules" }),
  status: z.string().meta({ description: "The name of one of the tenant's location statuses" }),
  status_id: z.uuid().nullable(),
  status_color: z.string().nullable(),
  notes: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  geofence_radius_m: z.number().int(),
  contacts_count: z.number().int(),
  created_at: isoTimestamp,
});

/** The locations API contract (issue 4). */
export type LocationRow = z.infer<typeof locationRow>;
