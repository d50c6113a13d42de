import type { TenantPosition } from '@/lib/catalog/types';

/**
 * The inline position editor keeps what is typed; this turns it into the API body with the API's rules
 * (name 1–80, rates 0–10,000 with two decimals, pay ≤ bill), so mistakes show before a round trip.
 */
export type PositionDraft = { name: string; bill_rate: string; pay_rate: string };
export type PositionProblem = 'name' | 'rate' | 'payAboveBill';
export type PositionBody = { name: string; bill_rate: number | null; pay_rate: number | null };

export const draftOf = (p?: TenantPosition): PositionDraft => ({
  name: p?.name ?? '',
  bill_rate: p?.bill_rate?.toString() ?? '',
  pay_rate: p?.pay_rate?.toString() ?? '',
});

function rate(text: string): number | null | undefined {
  const v = text.trim().replace(',', '.');
  if (!v) return null;
  const n = Number(v);
  return Number.isFinite(n) && n >= 0 && n <= 10_000 && /^\d+(\.\d{1,2})?$/.test(v) ? n : undefined;
}

export function parsePosition(
  d: PositionDraft,
): { body: PositionBody } | { problems: Partial<Record<keyof PositionDraft, PositionProblem>> } {
  const problems: Partial<Record<keyof PositionDraft, PositionProblem>> = {};
  const name = d.name.trim();
  if (!name || name.length > 80) problems.name = 'name';
  const bill = rate(d.bill_rate);
  const pay = rate(d.pay_rate);
  if (bill === undefined) problems.bill_rate = 'rate';
  if (pay === undefined) problems.pay_rate = 'rate';
  else if (pay !== null && bill !== null && bill !== undefined && pay > bill) problems.pay_rate = 'payAboveBill';
  if (Object.keys(problems).length) return { problems };
  return { body: { name, bill_rate: bill ?? null, pay_rate: pay ?? null } };
}
