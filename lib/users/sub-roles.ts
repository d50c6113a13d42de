import 'server-only';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { badRequest, conflict, say } from '@/lib/errors';
import type { Session } from '@/lib/auth/guard';
import { revokeAppTokens } from '@/lib/auth/revocation';
import { ROLE_IDS, roleFromId } from '@/lib/auth/roles';
import { invalidKeys } from '@/lib/auth/sub-roles';
import type { DbOrTx } from '@/lib/db/client';
import { lockRowsById } from '@/lib/db/locks';
import { subRoles, users } from '@/lib/db/schema';
import { archivedValue, assertNameFree, lockOwned } from './named';
import type { SubRoleInput, SubRoleUpdateInput } from './schema';
import type { SubRoleRow } from './schema';
import { auditAs, write } from './write';
import { theRow } from '@/lib/db/rows';

const DUPLICATE = say('users.subRoleTaken');

const usersCount = sql<number>`(select count(*)::int from users u where u.tenant_id = ${subRoles.tenantId} and u.sub_role_id = ${subRoles.id})`;
const select = (tx: DbOrTx) => tx.select({ row: subRoles, usersCount }).from(subRoles);

const toRow = ({ row: r, usersCount: n }: { row: typeof subRoles.$inferSelect; usersCount: number }): SubRoleRow => ({
  _id: r.id,
  name: r.name,
  role: roleFromId(r.roleId),
  role_id: r.roleId,
  permissions: r.permissions,
  users_count: Number(n),
  archived_at: r.archivedAt ? r.archivedAt.toISOString() : null,
});

export async function listSubRoles(db: DbOrTx, tenantId: string, includeArchived: boolean): Promise<SubRoleRow[]> {
  const rows = await select(db)
    .where(and(eq(subRoles.tenantId, tenantId), includeArchived ? undefined : isNull(subRoles.archivedAt)))
    .orderBy(asc(subRoles.roleId), asc(sql`lower(${subRoles.name})`), asc(subRoles.id));
  return rows.map(toRow);
}

async function subRoleRow(tx: DbOrTx, tenantId: string, id: string): Promise<SubRoleRow> {
  const row = theRow(
    await select(tx)
      .where(and(eq(subRoles.tenantId, tenantId), eq(subRoles.id, id)))
      .limit(1),
    'sub-role',
  );
  return toRow(row);
}

const holders = async (tx: DbOrTx, tenantId: string, id: string) =>
  (
    await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.subRoleId, id)))
  ).map((u) => u.id);

export function createSubRole(session: Session, input: SubRoleInput): Promise<SubRoleRow> {
  return write(DUPLICATE, async (tx) => {
    await assertNameFree(tx, subRoles, session.tenantId, input.name, 'sub-role');
    const row = theRow(
      await tx
        .insert(subRoles)
        .values({ tenantId: session.tenantId, roleId: ROLE_IDS[input.role], name: input.name, permissions: input.permissions })
        .returning({ id: subRoles.id }),
    );
    await auditAs(tx, session, 'sub_role.create', row.id, { ...input });
    return subRoleRow(tx, session.tenantId, row.id);
  });
}

/** Archive: the holders go back to their base role at once (the link is cleared; a restore starts empty). */
async function archive(tx: DbOrTx, tenantId: string, id: string) {
  const ids = await holders(tx, tenantId, id);
  // The holders in id order first, as a user change takes them (lib/db/locks.ts), not in scan order.
  await lockRowsById(tx, users, tenantId, ids);
  await revokeAppTokens(tx, tenantId, ids);
  await tx
    .update(users)
    .set({ subRoleId: null })
    .where(and(eq(users.tenantId, tenantId), eq(users.subRoleId, id)));
}

/**
 * Rename, new permissions, another base role (only while nobody holds it: their role would no longer
 * match), archive toggle. Holders' sessions read the new permissions on their next request (lib/auth/guard.ts
 * keeps none between requests); their app tokens, issued under the old ones, stop verifying.
 */
export function updateSubRole(session: Session, id: string, input: SubRoleUpdateInput): Promise<SubRoleRow> {
  return write(DUPLICATE, async (tx) => {
    const owned = await lockOwned(tx, subRoles, session.tenantId, id, 'subRole');
    const current = theRow(await tx.select().from(subRoles).where(eq(subRoles.id, owned.id)), 'sub-role');
    if (input.name !== undefined) await assertNameFree(tx, subRoles, session.tenantId, input.name, 'sub-role', owned.id);
    const role = input.role ?? roleFromId(current.roleId);
    const permissions = input.permissions ?? current.permissions;
    // The body's schema checks role and permissions sent together; one sent alone meets the stored other here.
    const bad = invalidKeys(role, permissions);
    if (bad.length)
      throw badRequest(
        'generic.field',
        { field: 'permissions', message: say('users.notRolePermissions', { keys: bad.join(', ') }) },
        { permissions: say('users.notThatRolesPermissions') },
      );
    if (ROLE_IDS[role] !== current.roleId) {
      const count = (await holders(tx, session.tenantId, owned.id)).length;
      if (count) throw conflict('users.subRoleHeld', { count });
    }
    await tx
      .update(subRoles)
      .set({
        name: input.name ?? current.name,
        roleId: ROLE_IDS[role],
        permissions,
        archivedAt: archivedValue(current.archivedAt, input.archived),
      })
      .where(and(eq(subRoles.tenantId, session.tenantId), eq(subRoles.id, owned.id)));
    if (input.archived === true && !current.archivedAt) await archive(tx, session.tenantId, owned.id);
    else if (input.permissions) await revokeAppTokens(tx, session.tenantId, await holders(tx, session.tenantId, owned.id));
    await auditAs(tx, session, input.archived ? 'sub_role.archive' : 'sub_role.update', owned.id, { ...input });
    return subRoleRow(tx, session.tenantId, owned.id);
  });
}

export const archiveSubRole = (session: Session, id: string) => updateSubRole(session, id, { archived: true });
