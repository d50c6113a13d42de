import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { db } from '@/lib/db/client';
import { branches, regions, subRoles, users } from '@/lib/db/schema';
import { seedUsersAdmin } from '@/lib/db/seed/users-admin';
import { tenantBySlug } from './time-helpers';

describe('demo offices and sub-roles seed', () => {
  it('is idempotent: a second run adds no rows and moves no user', async () => {
    const tenant = await tenantBySlug('globex');
    await seedUsersAdmin(db(), tenant.id);
    const snapshot = async () => ({
      regions: (await db().select({ id: regions.id }).from(regions).where(eq(regions.tenantId, tenant.id))).length,
      branches: await db()
        .select({ id: branches.id, regionId: branches.regionId })
        .from(branches)
        .where(and(eq(branches.tenantId, tenant.id), inArray(branches.name, ['Columbus HQ', 'Cleveland', 'Nashville']))),
      subRoles: (await db().select({ id: subRoles.id }).from(subRoles).where(eq(subRoles.tenantId, tenant.id))).length,
      users: await db()
        .select({ id: users.id, branchId: users.branchId })
        .from(users)
        .where(eq(users.tenantId, tenant.id))
        .orderBy(users.id),
    });
    const before = await snapshot();
    expect(before.branches).toHaveLength(3);
    expect(before.branches.every((b) => b.regionId)).toBe(true);
    // Placed in a branch once, the demo staff stay where an admin put them.
    const recruiter = (await db().select().from(users).where(eq(users.email, 'recruiter@globex.test')))[0]!;
    await db().update(users).set({ branchId: null }).where(eq(users.id, recruiter.id));
    await seedUsersAdmin(db(), tenant.id);
    const after = await snapshot();
    expect(after.regions).toBe(before.regions);
    expect(after.subRoles).toBe(before.subRoles);
    expect(after.branches).toEqual(before.branches);
    const again = (await db().select().from(users).where(eq(users.id, recruiter.id)))[0]!;
    expect(again.branchId).toBeNull();
    await db().update(users).set({ branchId: recruiter.branchId }).where(eq(users.id, recruiter.id));
  });
});
