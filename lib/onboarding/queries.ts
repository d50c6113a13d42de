import 'server-only';
import { and, asc, count, eq, ilike, isNotNull, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { notFound } from '@/lib/errors';
import { likePattern, offsetOf } from '@/lib/schema-kit/paging';
import type { DbOrTx } from '@/lib/db/client';
import { candidates, documentTypes, onboardingItems, onboardingPackets as p } from '@/lib/db/schema';
import type { candidatesQuery, packetsQuery } from './schema';
import type { CandidateOption, DocumentTypeRow, ItemRow, PacketDetail, PacketRow } from './schema';
import { theRow } from '@/lib/db/rows';

type Archived = 'active' | 'archived' | 'all';

export const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

function archivedWhere(column: AnyColumn, archived: Archived): SQL | undefined {
  if (archived === 'active') return isNull(column);
  if (archived === 'archived') return isNotNull(column);
  return undefined;
}

// Counts per packet as correlated subqueries: each is one index range on (tenant_id, packet_id). The outer
// columns are spelled out: drizzle leaves a column unqualified in a one-table select, and inside the
// subquery that would bind to the inner table.
const packetColumns = {
  id: p.id,
  name: p.name,
  description: p.description,
  archivedAt: p.archivedAt,
  createdAt: p.createdAt,
  itemCount:
    sql<number>`(select count(*) from onboarding_items i where i.tenant_id = onboarding_packets.tenant_id and i.packet_id = onboarding_packets.id)`.mapWith(
      Number,
    ),
  assignedCount:
    sql<number>`(select count(*) from onboarding_assignments a where a.tenant_id = onboarding_packets.tenant_id and a.packet_id = onboarding_packets.id)`.mapWith(
      Number,
    ),
  completedCount:
    sql<number>`(select count(*) from onboarding_assignments a where a.tenant_id = onboarding_packets.tenant_id and a.packet_id = onboarding_packets.id and a.completed_at is not null)`.mapWith(
      Number,
    ),
};
type PacketSelect = {
  id: string;
  name: string;
  description: string | null;
  archivedAt: Date | null;
  createdAt: Date;
  itemCount: number;
  assignedCount: number;
  completedCount: number;
};

const packetJson = (r: PacketSelect): PacketRow => ({
  _id: r.id,
  name: r.name,
  description: r.description,
  archived_at: isoOrNull(r.archivedAt),
  created_at: r.createdAt.toISOString(),
  item_count: r.itemCount,
  assigned_count: r.assignedCount,
  completed_count: r.completedCount,
});

export async function listPackets(db: DbOrTx, tenantId: string, q: z.infer<typeof packetsQuery>) {
  const where = and(
    eq(p.tenantId, tenantId),
    archivedWhere(p.archivedAt, q.archived),
    q.search ? ilike(p.name, likePattern(q.search)) : undefined,
  );
  const [rows, counted] = await Promise.all([
    db
      .select(packetColumns)
      .from(p)
      .where(where)
      .orderBy(asc(sql`lower(${p.name})`), asc(p.id))
      .limit(q.per_page)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(p).where(where),
  ]);
  return { data: rows.map(packetJson), total: theRow(counted, 'count').n };
}

/** The items of a packet in their order, with the name of each document type. */
export async function packetItems(tx: DbOrTx, tenantId: string, packetId: string): Promise<ItemRow[]> {
  const rows = await tx
    .select({ item: onboardingItems, typeName: documentTypes.name })
    .from(onboardingItems)
    .leftJoin(
      documentTypes,
      and(eq(documentTypes.id, onboardingItems.documentTypeId), eq(documentTypes.tenantId, onboardingItems.tenantId)),
    )
    .where(and(eq(onboardingItems.tenantId, tenantId), eq(onboardingItems.packetId, packetId)))
    .orderBy(asc(onboardingItems.position), asc(onboardingItems.id));
  return rows.map(({ item, typeName }) => itemJson(item, typeName));
}

export const itemJson = (item: typeof onboardingItems.$inferSelect, typeName: string | null): ItemRow => ({
  _id: item.id,
  kind: item.kind,
  name: item.name,
  document_type_id: item.documentTypeId,
  document_type_name: typeName,
  fields: item.kind === 'form' ? item.fields : [],
  position: item.position,
});

export async function getPacket(db: DbOrTx, tenantId: string, id: string): Promise<PacketDetail> {
  const [row] = await db
    .select(packetColumns)
    .from(p)
    .where(and(eq(p.tenantId, tenantId), eq(p.id, id)))
    .limit(1);
  if (!row) throw notFound('packet');
  return { ...packetJson(row), items: await packetItems(db, tenantId, id) };
}

export async function listDocumentTypes(db: DbOrTx, tenantId: string, archived: Archived): Promise<DocumentTypeRow[]> {
  const rows = await db
    .select({
      id: documentTypes.id,
      name: documentTypes.name,
      archivedAt: documentTypes.archivedAt,
      itemCount:
        sql<number>`(select count(*) from onboarding_items i where i.tenant_id = document_types.tenant_id and i.document_type_id = document_types.id)`.mapWith(
          Number,
        ),
    })
    .from(documentTypes)
    .where(and(eq(documentTypes.tenantId, tenantId), archivedWhere(documentTypes.archivedAt, archived)))
    .orderBy(asc(sql`lower(${documentTypes.name})`));
  return rows.map((r) => ({ _id: r.id, name: r.name, archived_at: isoOrNull(r.archivedAt), item_count: r.itemCount }));
}

/** Candidates of the tenant for the assign dialog: by name or email, a short list. */
export async function searchCandidates(db: DbOrTx, tenantId: string, q: z.infer<typeof candidatesQuery>): Promise<CandidateOption[]> {
  const like = q.search ? likePattern(q.search) : null;
  const assigned = q.packet_id
    ? sql<boolean>`exists (select 1 from onboarding_assignments a where a.tenant_id = candidates.tenant_id and a.candidate_id = candidates.id and a.packet_id = ${q.packet_id})`
    : sql<boolean>`false`;
  const rows = await db
    .select({ id: candidates.id, first: candidates.firstName, last: candidates.lastName, email: candidates.email, assigned })
    .from(candidates)
    .where(
      and(
        eq(candidates.tenantId, tenantId),
        like ? or(ilike(sql`${candidates.firstName} || ' ' || ${candidates.lastName}`, like), ilike(candidates.email, like)) : undefined,
      ),
    )
    .orderBy(asc(candidates.lastName), asc(candidates.firstName), asc(candidates.id))
    .limit(q.limit);
  return rows.map((r) => ({ _id: r.id, name: `${r.first} ${r.last}`, email: r.email, assigned: Boolean(r.assigned) }));
}

/** Numbers the packet's items 1, 2, … in the order of `itemIds`. */
export async function setItemPositions(tx: DbOrTx, tenantId: string, packetId: string, itemIds: string[]): Promise<void> {
  const ids = sql.join(
    itemIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  await tx.execute(sql`update onboarding_items i set position = v.pos
      from unnest(array[${ids}]) with ordinality as v(id, pos)
      where i.id = v.id and i.tenant_id = ${tenantId} and i.packet_id = ${packetId}`);
}
