import { z } from 'zod';
import { requiredText } from '@/lib/schema-kit/inputs';

/** A rate in the tenant's currency: 0 to 10,000 with at most two decimals; null clears it. */
const rate = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} must not be negative`)
    .max(10_000, `${label} must be at most 10000`)
    .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'validation.twoDecimals')
    .nullish()
    .transform((v) => v ?? null);

export const positionInput = z.object({
  name: requiredText(80, 'name'),
  bill_rate: rate('bill_rate'),
  pay_rate: rate('pay_rate'),
});
export type PositionInput = z.input<typeof positionInput>;
