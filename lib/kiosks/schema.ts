import { z } from 'zod';
import { requiredText } from '@/lib/schema-kit/inputs';
import { isoTimestamp } from '@/lib/schema-kit/responses';

const pin = z
  .string({ error: 'pin must be a string of 4 to 8 digits' })
  .max(8, 'validation.pin')
  .regex(/^\d{4,8}$/, 'validation.pin');

/** POST /companies/{id}/kiosks: the PIN is generated when none is given. */
export const kioskInput = z.object({
  name: requiredText(80, 'name'),
  location_id: z
    .uuid({ error: 'location_id must be a location id' })
    .nullish()
    .transform((v) => v ?? null),
  pin: pin.optional(),
});

/** PUT /companies/{id}/kiosks/{kioskId}/pin: set a chosen PIN, or reset to a generated one. */
export const pinBody = z.object({ pin: pin.optional() });

/** A time-clock kiosk of a company; the PIN itself is never read back. */
export const kioskRow = z.object({
  _id: z.uuid(),
  company_id: z.uuid(),
  name: z.string(),
  location_id: z.uuid().nullable(),
  location_name: z.string().nullable(),
  pin_hint: z.string().meta({ description: "The PIN's last two digits, shown as ••••12" }),
  created_at: isoTimestamp,
});
/** The answer to create and reset: the PIN in clear, this one time only. */
export const kioskWithPin = kioskRow.extend({ pin: z.string() });
export type KioskInput = z.input<typeof kioskInput>;

/** The kiosks API contract (issue 4). A kiosk never carries its PIN or hash, only the hint. */
export type KioskRow = z.infer<typeof kioskRow>;

/** The answer to create and reset: the PIN in clear, this one time only. */
export type KioskWithPin = z.infer<typeof kioskWithPin>;
