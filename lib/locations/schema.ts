import { z } from 'zod';
import { optionalText, requiredText } from '@/lib/api/inputs';
import { isoTimestamp } from '@/lib/api/responses';
import { JURISDICTION_IDS } from '@/lib/pay-rules/types';

/** True for a time zone the runtime knows by its IANA name (Intl refuses anything else). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const timezone = z.string({ error: 'timezone is required' }).trim().min(1, 'timezone is required').max(64)
  .refine(isTimeZone, 'timezone must be an IANA time zone such as America/New_York');

const locationFields = z.object({
  name: requiredText(120, 'name'),
  address: optionalText(240, 'address'),
  city: optionalText(80, 'city'),
  state: optionalText(80, 'state'),
  timezone,
  /** The overtime law that applies at the site ('company': the company's timesheet rules). */
  pay_rules: z.enum(JURISDICTION_IDS, { error: `pay_rules must be one of ${JURISDICTION_IDS.join(', ')}` }),
});

/** POST /companies/{id}/locations; the form shares it. */
export const locationInput = locationFields.extend({ timezone: timezone.default('America/New_York'), pay_rules: locationFields.shape.pay_rules.default('company') });
export type LocationInput = z.input<typeof locationInput>;

const statusId = z.uuid({ error: 'status_id must be a location status id' });

/** PUT /locations/{id}: any field, the notes, or a new status. */
export const locationUpdate = locationFields.partial().extend({
  notes: optionalText(4000, 'notes').optional(),
  status_id: statusId.optional(),
}).refine((b) => Object.values(b).some((v) => v !== undefined), 'give at least one field to change');

/** POST /on-demand/locations: a location for a client company named in the body. */
export const locationCreateBody = locationInput.extend({ company_id: z.uuid({ error: 'company_id must be a company id' }) });

/** PUT /locations/status: one status for many locations. */
export const locationStatusBody = z.object({
  location_ids: z.array(z.uuid({ error: 'location_ids must be location ids' }), { error: 'location_ids must be a list of location ids' })
    .min(1, 'location_ids must not be empty').max(500, 'at most 500 locations at a time'),
  status_id: statusId,
});

/** A location as the API answers it. */
export const locationRow = z.object({
  _id: z.uuid(),
  company_id: z.uuid(),
  company_name: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  timezone: z.string(),
  /** The site's overtime law; 'company' = the company's timesheet rules. */
  pay_rules: z.enum(JURISDICTION_IDS),
  /** The name of a configurable location status. */
  status: z.string(),
  status_id: z.uuid().nullable(),
  status_color: z.string().nullable(),
  notes: z.string().nullable(),
  contacts_count: z.number().int(),
  created_at: isoTimestamp,
});
