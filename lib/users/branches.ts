import 'server-only';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { fieldError, say } from '@/lib/errors';
import type { Session } from '@/lib/auth/guard';
import type { DbOrTx } from '@/lib/db/client';
import { branches, regions } from '@/lib/db/schema';
import { archivedValue, assertNameFree, lockOwned } from './named';
import type { BranchInput, BranchUpdateInput } from './schema';
import type { BranchRow } from './schema';
import { auditAs, write } from './write';
import { theRow } from '@/lib/db/rows';

const DUPLICATE = say('users.branchTaken');

const usersCount = sql<number>`(select count(*)::int from users u where u.tenant_id = ${branches.tenantId} and u.branch_id = ${branches.id})`;

function select(tx: DbOrTx) {
  return tx
    .select({ branch: branches, regionName: regions.name, usersCount })
    .from(branches)
    .leftJoin(regions, and(eq(regions.id, branches.regionId), eq(regions.tenantId, branches.tenantId)));
}

type Joined = Awaited<ReturnType<ReturnType<typeof select>['where']>>[number];

const toRow = ({ branch: b, regionName, usersCount: n }: Joined): BranchRow => ({
  _id: b.id,
  name: b.name,
  address: b.address,
  phone: b.phone,
  region: b.regionId ? { _id: b.regionId, name: regionName ?? '' } : null,
  users_count: Number(n),
  archived_at: b.archivedAt ? b.archivedAt.toISOString() : null,
  created_at: b.createdAt.toISOString(),
});

export async function listBranches(db: DbOrTx, tenantId: string, includeArchived: boolean): Promise<BranchRow[]> {
  const rows = await select(db)
    .where(and(eq(branches.tenantId, tenantId), includeArchived ? undefined : isNull(branches.archivedAt)))
    .orderBy(asc(sql`lower(${branches.name})`), asc(branches.id));
  return rows.map(toRow);
}

async function branchRow(tx: DbOrTx, tenantId: string, id: string): Promise<BranchRow> {
  const row = theRow(
    await select(tx)
      .where(and(eq(branches.tenantId, tenantId), eq(branches.id, id)))
      .limit(1),
    'branch',
  );
  return toRow(row);
}

/** region_id: an active region of the tenant; a branch may keep the archived region it already has. */
async function checkRegion(tx: DbOrTx, tenantId: string, regionId: string | null | undefined, current: string | null = null) {
  if (!regionId || regionId === current) return;
  const [row] = await tx
    .select({ id: regions.id })
    .from(regions)
    .where(and(eq(regions.tenantId, tenantId), eq(regions.id, regionId), isNull(regions.archivedAt)))
    .limit(1);
  if (!row) throw fieldError('region_id', 'users.notActiveRegion');
}

export function createBranch(session: Session, input: BranchInput): Promise<BranchRow> {
  return write(DUPLICATE, async (tx) => {
    await assertNameFree(tx, branches, session.tenantId, input.name, 'branch');
    await checkRegion(tx, session.tenantId, input.region_id);
    const row = theRow(
      await tx
        .insert(branches)
        .values({
          tenantId: session.tenantId,
          name: input.name,
          address: input.address ?? null,
          phone: input.phone ?? null,
          regionId: input.region_id ?? null,
        })
        .returning({ id: branches.id }),
    );
    await auditAs(tx, session, 'branch.create', row.id, { name: input.name });
    return branchRow(tx, session.tenantId, row.id);
  });
}

/** Edit and archive toggle. Users keep an archived branch; it is only no longer offered for new choices. */
export function updateBranch(session: Session, id: string, input: BranchUpdateInput): Promise<BranchRow> {
  return write(DUPLICATE, async (tx) => {
    const owned = await lockOwned(tx, branches, session.tenantId, id, 'branch');
    const current = theRow(await tx.select().from(branches).where(eq(branches.id, owned.id)), 'branch');
    if (input.name !== undefined) await assertNameFree(tx, branches, session.tenantId, input.name, 'branch', owned.id);
    await checkRegion(tx, session.tenantId, input.region_id, current.regionId);
    await tx
      .update(branches)
      .set({
        name: input.name ?? current.name,
        address: input.address === undefined ? current.address : input.address,
        phone: input.phone === undefined ? current.phone : input.phone,
        regionId: input.region_id === undefined ? current.regionId : input.region_id,
        archivedAt: archivedValue(current.archivedAt, input.archived),
      })
      .where(and(eq(branches.tenantId, session.tenantId), eq(branches.id, owned.id)));
    await auditAs(
      tx,
      session,
      input.archived === undefined ? 'branch.update' : input.archived ? 'branch.archive' : 'branch.restore',
      owned.id,
      { ...input },
    );
    return branchRow(tx, session.tenantId, owned.id);
  });
}
