import 'server-only';
import { sql } from 'drizzle-orm';
import { ROLE_IDS, type Role } from '@/lib/auth/roles';
import type { DbOrTx } from '@/lib/db/client';

/**
 * The agency people an event from outside reaches (an application, a placement request, a client's
 * order or shift request): the tenant's active Company Admins and Recruiters. Super Admins set the
 * portal up; they are not on the daily desk. Pass `roles` when the event's screen is narrower
 * (orders: Company Admins only).
 */
export async function agencyDesk(tx: DbOrTx, tenantId: string, roles: readonly Role[] = ['company_admin', 'recruiter']): Promise<string[]> {
  const res = await tx.execute<{ id: string }>(sql`select id from users
    where tenant_id = ${tenantId} and active and role_id in (${sql.join(
      roles.map((r) => sql`${ROLE_IDS[r]}`),
      sql`, `,
    )}) order by id`);
  return res.rows.map((r) => r.id);
}
