// No 'server-only' marker: the demo seed (scripts/migrate.ts, plain Node) issues its story's invoices, dated on the tenant's clock.
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { companySettings } from '@/lib/db/schema';
import { DEFAULT_TIME_ZONE, isTimeZone } from '@/lib/timezones/list';

/** The tenant's own time zone (admin settings, client portal tab), read in the caller's transaction. */
export async function tenantTimeZone(tx: DbOrTx, tenantId: string): Promise<string> {
  const [row] = await tx
    .select({ zone: sql<string | null>`${companySettings.data}->'general'->>'timezone'` })
    .from(companySettings)
    .where(eq(companySettings.tenantId, tenantId));
  return row?.zone && isTimeZone(row.zone) ? row.zone : DEFAULT_TIME_ZONE;
}
