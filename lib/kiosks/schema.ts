import { z } from 'zod';
import { requiredText } from '@/lib/api/inputs';

const pin = z.string({ error: 'pin must be a string of 4 to 8 digits' }).max(8, 'validation.pin').regex(/^\d{4,8}$/, 'validation.pin');

/** POST /companies/{id}/kiosks: the PIN is generated when none is given. */
export const kioskInput = z.object({
  name: requiredText(80, 'name'),
  location_id: z.uuid({ error: 'location_id must be a location id' }).nullish().transform((v) => v ?? null),
  pin: pin.optional(),
});

/** PUT /companies/{id}/kiosks/{kioskId}/pin: set a chosen PIN, or reset to a generated one. */
export const pinBody = z.object({ pin: pin.optional() });
