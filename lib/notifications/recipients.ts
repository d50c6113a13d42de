import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { ROLE_IDS, type Role } from '@/lib/auth/roles';
import type { DbOrTx } from '@/lib/db/client';
import { users } from '@/lib/db/schema';

/**
 * The agency people an event from outside reaches (an application, a placement request, a client's
 * order or shift request): the tenant's active Company Admins and Recruiters. Super Admins set the
 * portal up; they are not on the daily desk. Pass `roles` when the event's screen is narrower
 * (orders: Company Admins only).
 */
export async function agencyDesk(tx: DbOrTx, tenantId: string, roles: readonly Role[] = ['company_admin', 'recruiter']): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.tenantId, tenantId),
        eq(users.active, true),
        inArray(
          users.roleId,
          roles.map((r) => ROLE_IDS[r]),
        ),
      ),
    )
    .orderBy(asc(users.id));
  return rows.map((r) => r.id);
}
