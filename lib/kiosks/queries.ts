import 'server-only';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import type { KioskRow } from './schema';

type Raw = Record<string, unknown>;

// The PIN hash never leaves lib/kiosks: every read selects the listed columns only.
export async function selectKiosks(tx: DbOrTx, tenantId: string, companyId: string, id?: string): Promise<KioskRow[]> {
  const rows = await tx.execute<Raw>(sql`select k.id, k.company_id, k.name, k.location_id, l.name as location_name, k.pin_hint, k.created_at
    from kiosks k left join locations l on l.id = k.location_id and l.tenant_id = k.tenant_id
    where k.tenant_id = ${tenantId} and k.company_id = ${companyId} and k.archived_at is null ${id ? sql`and k.id = ${id}` : sql``}
    order by k.name, k.id`);
  return rows.rows.map((r) => ({
    _id: String(r.id),
    company_id: String(r.company_id),
    name: String(r.name),
    location_id: (r.location_id as string | null) ?? null,
    location_name: (r.location_name as string | null) ?? null,
    pin_hint: String(r.pin_hint),
    created_at: new Date(r.created_at as string).toISOString(),
  }));
}
