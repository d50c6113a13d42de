import 'server-only';
import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { fieldError, notFound } from '@/lib/errors';
import { idParam } from '@/lib/schema-kit/ids';
import { likePattern, offsetOf } from '@/lib/schema-kit/paging';
import { ROLE_IDS, roleFromId } from '@/lib/auth/roles';
import type { DbOrTx } from '@/lib/db/client';
import { branches, subRoles, users } from '@/lib/db/schema';
import type { UserListQuery } from './schema';
import type { UserSort } from './types';
import type { UserRow } from './schema';
import { theRow } from '@/lib/db/rows';

type UserRecord = typeof users.$inferSelect;

const sub = alias(subRoles, 'sub');
const branch = alias(branches, 'branch');

const ROW = {
  user: users,
  subId: sub.id,
  subName: sub.name,
  branchId: branch.id,
  branchName: branch.name,
};

type Joined = { user: UserRecord; subId: string | null; subName: string | null; branchId: string | null; branchName: string | null };

function toUserRow(r: Joined): UserRow {
  const u = r.user;
  return {
    _id: u.id,
    email: u.email,
    username: u.username,
    role: roleFromId(u.roleId),
    role_id: u.roleId,
    sub_role: r.subId ? { _id: r.subId, name: r.subName ?? '' } : null,
    branch: r.branchId ? { _id: r.branchId, name: r.branchName ?? '' } : null,
    active: u.active,
    is_contact: u.isContact,
    contact_id: u.contactId,
    last_login_at: u.lastLoginAt ? u.lastLoginAt.toISOString() : null,
    created_at: u.createdAt.toISOString(),
    invited: u.lastLoginAt === null,
  };
}

// The joins are by id AND tenant, so a row can never show another tenant's sub-role or branch.
const joined = (tx: DbOrTx) =>
  tx
    .select(ROW)
    .from(users)
    .leftJoin(sub, and(eq(sub.id, users.subRoleId), eq(sub.tenantId, users.tenantId)))
    .leftJoin(branch, and(eq(branch.id, users.branchId), eq(branch.tenantId, users.tenantId)));

function listWhere(tenantId: string, q: UserListQuery): SQL | undefined {
  const like = q.search ? likePattern(q.search) : null;
  return and(
    eq(users.tenantId, tenantId),
    q.role ? eq(users.roleId, ROLE_IDS[q.role]) : undefined,
    q.status === 'active' ? eq(users.active, true) : q.status === 'inactive' ? eq(users.active, false) : undefined,
    q.branch ? eq(users.branchId, q.branch) : undefined,
    like ? or(ilike(users.username, like), ilike(users.email, like)) : undefined,
  );
}

const byName = sql`lower(${users.username})`;

/**
 * The ORDER BY of a sort: its column first, empty values (no branch, never signed in) last either way,
 * then name and id, so equal rows keep one order from page to page.
 */
function listOrder(sort: UserSort): SQL[] {
  const descending = sort.startsWith('-');
  const dir = (column: Parameters<typeof asc>[0]) => (descending ? desc(column) : asc(column));
  const tail = [asc(byName), asc(users.id)];
  switch (sort.replace(/^-/, '')) {
    case 'role':
      return [dir(users.roleId), ...tail];
    case 'branch':
      return [sql`${branch.name} is null`, dir(sql`lower(${branch.name})`), ...tail];
    case 'last_login':
      return [sql`${users.lastLoginAt} is null`, dir(sql`${users.lastLoginAt}`), ...tail];
    default:
      return [dir(byName), descending ? desc(users.id) : asc(users.id)];
  }
}

export async function listUsers(db: DbOrTx, tenantId: string, q: UserListQuery): Promise<{ data: UserRow[]; total: number }> {
  const where = listWhere(tenantId, q);
  const [rows, counted] = await Promise.all([
    joined(db)
      .where(where)
      .orderBy(...listOrder(q.sort))
      .limit(q.per_page)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { data: rows.map(toUserRow), total: Number(theRow(counted, 'count').n) };
}

export async function userRow(tx: DbOrTx, tenantId: string, id: string): Promise<UserRow> {
  const [row] = await joined(tx)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, id)))
    .limit(1);
  if (!row) throw notFound('user');
  return toUserRow(row);
}

/** One user by id and tenant (locked for the change when `lock`); another tenant's id is a 404. */
export async function loadUser(tx: DbOrTx, tenantId: string, id: string, lock = false): Promise<UserRecord> {
  const q = tx
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, idParam(id, 'user'))))
    .limit(1);
  const [row] = await (lock ? q.for('update') : q);
  if (!row) throw notFound('user');
  return row;
}

/** A body's sub_role_id: an active sub-role of the tenant whose base role is the user's (400 otherwise). */
export async function requireSubRole(tx: DbOrTx, tenantId: string, id: string, roleId: number) {
  const [row] = await tx
    .select()
    .from(subRoles)
    .where(and(eq(subRoles.tenantId, tenantId), eq(subRoles.id, id), isNull(subRoles.archivedAt)))
    .limit(1);
  if (!row) throw fieldError('sub_role_id', 'users.notActiveSubRole');
  if (row.roleId !== roleId) throw fieldError('sub_role_id', 'users.subRoleOtherRole', { name: row.name });
  return row;
}

/** A body's branch_id: an active branch of the tenant (400 otherwise). */
export async function requireBranch(tx: DbOrTx, tenantId: string, id: string) {
  const [row] = await tx
    .select({ id: branches.id })
    .from(branches)
    .where(and(eq(branches.tenantId, tenantId), eq(branches.id, id), isNull(branches.archivedAt)))
    .limit(1);
  if (!row) throw fieldError('branch_id', 'users.notActiveBranch');
  return row;
}

/**
 * Active super admins of the tenant, locked: the "last owner" rule must hold under concurrent changes.
 * The user about to be changed (`alsoId`) is locked by the same statement, so all of them are taken in
 * one id order (lib/db/locks.ts) whoever is changed: two owners demoting each other at once queue
 * instead of deadlocking, and the second sees the first's change. Answers the owners' ids.
 */
export async function lockActiveSuperAdmins(tx: DbOrTx, tenantId: string, alsoId?: string): Promise<string[]> {
  const owner = and(eq(users.roleId, ROLE_IDS.super_admin), eq(users.active, true));
  const rows = await tx
    .select({ id: users.id, roleId: users.roleId, active: users.active })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), alsoId ? or(owner, eq(users.id, alsoId)) : owner))
    .orderBy(asc(users.id))
    .for('update');
  return rows.filter((r) => r.roleId === ROLE_IDS.super_admin && r.active).map((r) => r.id);
}
