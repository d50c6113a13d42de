import { and, eq, isNull } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { positions } from '@/lib/db/schema';

/**
 * Makes `name` one of the tenant's own positions (tenant-wide, live), once: an order names one of the
 * agency's positions, a typed one only when the list has it (issue 22, item 12; lib/work-requests).
 */
export async function agencyPosition(tenantId: string, name: string): Promise<void> {
  const [found] = await db()
    .select({ id: positions.id })
    .from(positions)
    .where(and(eq(positions.tenantId, tenantId), isNull(positions.companyId), eq(positions.name, name)))
    .limit(1);
  if (!found) await db().insert(positions).values({ tenantId, name });
}
