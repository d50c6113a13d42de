import 'server-only';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { DEFAULT_TIME_ZONE, isTimeZone } from '@/lib/timezones/list';

/** The tenant's own time zone (admin settings, client portal tab), read in the caller's transaction. */
export async function tenantTimeZone(tx: DbOrTx, tenantId: string): Promise<string> {
  const [row] = (
    await tx.execute<{ zone: string | null }>(
      sql`select data->'general'->>'timezone' as zone from company_settings where tenant_id = ${tenantId}`,
    )
  ).rows;
  return row?.zone && isTimeZone(row.zone) ? row.zone : DEFAULT_TIME_ZONE;
}
