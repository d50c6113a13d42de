import { z } from 'zod';
import { tenantPositionInput } from '@/lib/catalog/schema';
import type { TenantPosition } from '@/lib/catalog/schema';

/** What the editor's inputs hold: text, as inputs do. */
const positionTexts = z.object({ name: z.string(), bill_rate: z.string(), pay_rate: z.string() });
export type PositionTexts = z.infer<typeof positionTexts>;
export type PositionField = keyof PositionTexts;

/** An empty rate is none; a comma reads as the decimal point; anything else that is not a number is refused. */
const rate = (text: string) => {
  const v = text.trim().replace(',', '.');
  return v === '' ? null : /^\d+(\.\d+)?$/.test(v) ? Number(v) : Number.NaN;
};

/**
 * The editor's schema: its texts turned into the API body, then checked by the very schema POST /positions
 * parses (name 1–80, rates 0–10,000 with two decimals, pay ≤ bill), so mistakes show before a round trip.
 */
export const positionFormSchema = positionTexts
  .transform((d): z.input<typeof tenantPositionInput> => ({ name: d.name, bill_rate: rate(d.bill_rate), pay_rate: rate(d.pay_rate) }))
  .pipe(tenantPositionInput);

export const positionTextsOf = (p?: TenantPosition): PositionTexts => ({
  name: p?.name ?? '',
  bill_rate: p?.bill_rate?.toString() ?? '',
  pay_rate: p?.pay_rate?.toString() ?? '',
});

/** The message key of a refused field: the pay-above-bill rule has its own. */
export const positionProblem = (field: PositionField, message: string | undefined) =>
  field === 'name' ? 'name' : message === 'validation.payAboveBill' ? 'payAboveBill' : 'rate';
