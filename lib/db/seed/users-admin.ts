import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../client';
import * as t from '../schema';
import { nth } from './lists';

/** Demo offices and sub-roles for the admin "roles and branches" tab (issue 5). */
const REGIONS = ['Midwest', 'South'] as const;
const BRANCHES: { name: string; region: (typeof REGIONS)[number]; address: string; phone: string }[] = [
  { name: 'Columbus HQ', region: 'Midwest', address: '100 Main St, Columbus, OH', phone: '(614) 555-0190' },
  { name: 'Cleveland', region: 'Midwest', address: '25 Lakeside Ave, Cleveland, OH', phone: '(216) 555-0144' },
  { name: 'Nashville', region: 'South', address: '410 Broadway, Nashville, TN', phone: '(615) 555-0172' },
];
/** Not assigned to any demo user: the demo logins keep their full roles. */
const SUB_ROLES: { name: string; roleId: number; permissions: string[] }[] = [
  { name: 'Sourcer', roleId: 3, permissions: ['/jobs', '/jobs-v2', '/candidates', '/applications', '/timesheets'] },
  { name: 'Payroll clerk', roleId: 3, permissions: ['/timesheets', '/timecards', '/whos-working'] },
  { name: 'Site supervisor', roleId: 4, permissions: ['/timesheets', '/timecards', '/whos-working'] },
];

/** Idempotent: names are unique per tenant, so a second run inserts nothing and moves no one. */
export async function seedUsersAdmin(db: Db, tenantId: string): Promise<void> {
  await db
    .insert(t.regions)
    .values(REGIONS.map((name) => ({ tenantId, name })))
    .onConflictDoNothing();
  const regions = await db
    .select()
    .from(t.regions)
    .where(and(eq(t.regions.tenantId, tenantId), inArray(t.regions.name, [...REGIONS])));
  const regionId = (name: string) => regions.find((r) => r.name === name)?.id ?? null;
  const inserted = await db
    .insert(t.branches)
    .values(BRANCHES.map((b) => ({ tenantId, name: b.name, address: b.address, phone: b.phone, regionId: regionId(b.region) })))
    .onConflictDoNothing()
    .returning({ id: t.branches.id, name: t.branches.name });
  await db
    .insert(t.subRoles)
    .values(SUB_ROLES.map((s) => ({ tenantId, ...s })))
    .onConflictDoNothing();
  // The first run puts the staff (the demo logins then) in the head office; later runs leave users alone.
  const hq = inserted.find((b) => b.name === nth(BRANCHES, 0).name);
  if (hq) {
    await db
      .update(t.users)
      .set({ branchId: hq.id })
      .where(and(eq(t.users.tenantId, tenantId), isNull(t.users.branchId), inArray(t.users.roleId, [1, 2, 3])));
  }
}
