import 'server-only';
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { conflict, notFound } from '@/lib/errors';
import { audit } from '@/lib/audit';
import type { Session } from '@/lib/auth/guard';
import type { DbOrTx } from '@/lib/db/client';
import { money, positionFields } from '@/lib/catalog/position-row';
import { positions } from '@/lib/db/schema';
import { loadCompany } from './queries';
import type { positionInput, positionUpdate } from './schema';
import type { PositionRow } from './schema';
import { theRow } from '@/lib/db/rows';

// Positions are a small company sub-resource: reads and writes sit together here, writes in transactions.

type Position = typeof positions.$inferSelect;
const toRow = (p: Position): PositionRow => ({ ...positionFields(p), company_id: p.companyId ?? '' });

/** The company's positions A→Z; archived ones only when asked for. */
export async function listPositions(db: DbOrTx, tenantId: string, companyId: string, includeArchived: boolean): Promise<PositionRow[]> {
  await loadCompany(db, tenantId, companyId);
  const rows = await db
    .select()
    .from(positions)
    .where(
      and(eq(positions.tenantId, tenantId), eq(positions.companyId, companyId), includeArchived ? undefined : isNull(positions.archivedAt)),
    )
    .orderBy(asc(positions.name), asc(positions.id));
  return rows.map(toRow);
}

async function loadPosition(tx: DbOrTx, tenantId: string, companyId: string, id: string): Promise<Position> {
  const [row] = await tx
    .select()
    .from(positions)
    .where(and(eq(positions.tenantId, tenantId), eq(positions.companyId, companyId), eq(positions.id, id)))
    .limit(1);
  if (!row) throw notFound('position');
  return row;
}

/** One live position per name in a company, so a rate lookup by position name is unambiguous. */
async function assertNameFree(tx: DbOrTx, tenantId: string, companyId: string, name: string, exceptId?: string) {
  const [clash] = await tx
    .select({ id: positions.id })
    .from(positions)
    .where(
      and(
        eq(positions.tenantId, tenantId),
        eq(positions.companyId, companyId),
        isNull(positions.archivedAt),
        sql`lower(${positions.name}) = lower(${name})`,
        exceptId ? ne(positions.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (clash) throw conflict('companies.positionTaken', { name });
}

export async function createPosition(
  db: DbOrTx,
  session: Session,
  companyId: string,
  input: z.infer<typeof positionInput>,
): Promise<PositionRow> {
  return db.transaction(async (tx) => {
    await loadCompany(tx, session.tenantId, companyId);
    await assertNameFree(tx, session.tenantId, companyId, input.name);
    const row = theRow(
      await tx
        .insert(positions)
        .values({
          tenantId: session.tenantId,
          companyId,
          name: input.name,
          billRate: money(input.bill_rate),
          payRate: money(input.pay_rate),
        })
        .returning(),
    );
    await audit(tx, {
      tenantId: session.tenantId,
      userId: session.userId,
      action: 'position.created',
      target: row.id,
      meta: { companyId },
    });
    return toRow(row);
  });
}

export async function updatePosition(
  db: DbOrTx,
  session: Session,
  companyId: string,
  id: string,
  input: z.infer<typeof positionUpdate>,
): Promise<PositionRow> {
  return db.transaction(async (tx) => {
    const current = await loadPosition(tx, session.tenantId, companyId, id);
    if (current.archivedAt) throw conflict('companies.positionArchived');
    if (input.name) await assertNameFree(tx, session.tenantId, companyId, input.name, id);
    const row = theRow(
      await tx
        .update(positions)
        .set({ name: input.name, billRate: money(input.bill_rate), payRate: money(input.pay_rate) })
        .where(and(eq(positions.tenantId, session.tenantId), eq(positions.id, id)))
        .returning(),
    );
    await audit(tx, {
      tenantId: session.tenantId,
      userId: session.userId,
      action: 'position.updated',
      target: id,
      meta: { fields: Object.keys(input) },
    });
    return toRow(row);
  });
}

export async function archivePosition(db: DbOrTx, session: Session, companyId: string, id: string): Promise<PositionRow> {
  return db.transaction(async (tx) => {
    const current = await loadPosition(tx, session.tenantId, companyId, id);
    if (current.archivedAt) throw conflict('companies.positionAlreadyArchived');
    const row = theRow(
      await tx
        .update(positions)
        .set({ archivedAt: new Date() })
        .where(and(eq(positions.tenantId, session.tenantId), eq(positions.id, id)))
        .returning(),
    );
    await audit(tx, { tenantId: session.tenantId, userId: session.userId, action: 'position.archived', target: id, meta: { companyId } });
    return toRow(row);
  });
}
