import type { positions } from '@/lib/db/schema';
import type { TenantPosition } from './schema';

// Shared by tenant-wide and company positions (lib/companies/positions.ts can map its rows with these too).

type Position = typeof positions.$inferSelect;

/** A rate for a numeric column: two decimals, null and undefined passed through (undefined = unchanged). */
export const money = (v: number | null | undefined) => (v === null || v === undefined ? v : v.toFixed(2));

export const positionFields = (p: Position): TenantPosition => ({
  _id: p.id,
  name: p.name,
  bill_rate: p.billRate === null ? null : Number(p.billRate),
  pay_rate: p.payRate === null ? null : Number(p.payRate),
  archived_at: p.archivedAt?.toISOString() ?? null,
});
