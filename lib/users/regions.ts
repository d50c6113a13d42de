import 'server-only';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { say } from '@/lib/errors';
import type { Session } from '@/lib/auth/guard';
import type { DbOrTx } from '@/lib/db/client';
import { regions } from '@/lib/db/schema';
import { archivedValue, assertNameFree, lockOwned } from './named';
import type { RegionInput, RegionUpdateInput } from './schema';
import type { RegionRow } from './schema';
import { auditAs, write } from './write';
import { theRow } from '@/lib/db/rows';

const DUPLICATE = say('users.regionTaken');

const branchesCount = sql<number>`(select count(*)::int from branches b where b.tenant_id = ${regions.tenantId} and b.region_id = ${regions.id} and b.archived_at is null)`;

const select = (tx: DbOrTx) => tx.select({ region: regions, branchesCount }).from(regions);

const toRow = ({ region: r, branchesCount: n }: { region: typeof regions.$inferSelect; branchesCount: number }): RegionRow => ({
  _id: r.id,
  name: r.name,
  branches_count: Number(n),
  archived_at: r.archivedAt ? r.archivedAt.toISOString() : null,
  created_at: r.createdAt.toISOString(),
});

export async function listRegions(db: DbOrTx, tenantId: string, includeArchived: boolean): Promise<RegionRow[]> {
  const rows = await select(db)
    .where(and(eq(regions.tenantId, tenantId), includeArchived ? undefined : isNull(regions.archivedAt)))
    .orderBy(asc(sql`lower(${regions.name})`), asc(regions.id));
  return rows.map(toRow);
}

async function regionRow(tx: DbOrTx, tenantId: string, id: string): Promise<RegionRow> {
  const row = theRow(
    await select(tx)
      .where(and(eq(regions.tenantId, tenantId), eq(regions.id, id)))
      .limit(1),
    'region',
  );
  return toRow(row);
}

export function createRegion(session: Session, input: RegionInput): Promise<RegionRow> {
  return write(DUPLICATE, async (tx) => {
    await assertNameFree(tx, regions, session.tenantId, input.name, 'region');
    const row = theRow(await tx.insert(regions).values({ tenantId: session.tenantId, name: input.name }).returning({ id: regions.id }));
    await auditAs(tx, session, 'region.create', row.id, { name: input.name });
    return regionRow(tx, session.tenantId, row.id);
  });
}

/** Rename and archive toggle. Branches keep an archived region; it is only no longer offered for new choices. */
export function updateRegion(session: Session, id: string, input: RegionUpdateInput): Promise<RegionRow> {
  return write(DUPLICATE, async (tx) => {
    const owned = await lockOwned(tx, regions, session.tenantId, id, 'region');
    if (input.name !== undefined) await assertNameFree(tx, regions, session.tenantId, input.name, 'region', owned.id);
    const set = { archivedAt: archivedValue(owned.archivedAt, input.archived), ...(input.name !== undefined ? { name: input.name } : {}) };
    await tx
      .update(regions)
      .set(set)
      .where(and(eq(regions.tenantId, session.tenantId), eq(regions.id, owned.id)));
    await auditAs(
      tx,
      session,
      input.archived === undefined ? 'region.update' : input.archived ? 'region.archive' : 'region.restore',
      owned.id,
      { ...input },
    );
    return regionRow(tx, session.tenantId, owned.id);
  });
}
