import 'server-only';
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import { conflict, fieldError, notFound, say } from '@/lib/errors';
import { idParam } from '@/lib/schema-kit/ids';
import type { Session } from '@/lib/auth/guard';
import type { DbOrTx } from '@/lib/db/client';
import { positions } from '@/lib/db/schema';
import { money, positionFields } from './position-row';
import type { TenantPositionUpdate } from './schema';
import type { TenantPosition } from './schema';
import { logChange, write } from './write';
import { lockKey } from '@/lib/db/locks';
import { theRow } from '@/lib/db/rows';

// Tenant-wide positions: rows of `positions` without a company. Company positions live in lib/companies/positions.ts.

type Input = { name: string; bill_rate: number | null; pay_rate: number | null };
const tenantWide = (tenantId: string) => and(eq(positions.tenantId, tenantId), isNull(positions.companyId));

export async function listTenantPositions(db: DbOrTx, tenantId: string, includeArchived: boolean): Promise<TenantPosition[]> {
  const rows = await db
    .select()
    .from(positions)
    .where(and(tenantWide(tenantId), includeArchived ? undefined : isNull(positions.archivedAt)))
    .orderBy(sql`${positions.archivedAt} is not null`, asc(positions.name), asc(positions.id));
  return rows.map(positionFields);
}

async function findPosition(tx: DbOrTx, tenantId: string, id: string) {
  const [row] = await tx
    .select()
    .from(positions)
    .where(and(tenantWide(tenantId), eq(positions.id, idParam(id, 'position'))))
    .limit(1);
  if (!row) throw notFound('position');
  return row;
}

/** One live tenant-wide position per name (any case), so a rate look-up by name is unambiguous. */
async function assertNameFree(tx: DbOrTx, tenantId: string, name: string, exceptId?: string) {
  // Serialises saves of one name, so two concurrent creates cannot both pass the check.
  await lockKey(tx, `position:${tenantId}:${name.toLowerCase()}`);
  const [clash] = await tx
    .select({ name: positions.name })
    .from(positions)
    .where(
      and(
        tenantWide(tenantId),
        isNull(positions.archivedAt),
        sql`lower(${positions.name}) = lower(${name})`,
        exceptId ? ne(positions.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (clash) throw conflict('catalog.positionNameTaken', { name: clash.name });
}

const DUPLICATE = say('catalog.positionChanged');

export function createTenantPosition(s: Session, input: Input): Promise<TenantPosition> {
  return write(async (tx) => {
    await assertNameFree(tx, s.tenantId, input.name);
    const row = theRow(
      await tx
        .insert(positions)
        .values({
          tenantId: s.tenantId,
          companyId: null,
          name: input.name,
          billRate: money(input.bill_rate),
          payRate: money(input.pay_rate),
        })
        .returning(),
    );
    await logChange(tx, s, 'position.created', row.id, { tenantWide: true });
    return positionFields(row);
  }, DUPLICATE);
}

export function updateTenantPosition(s: Session, id: string, input: TenantPositionUpdate): Promise<TenantPosition> {
  return write(async (tx) => {
    const current = await findPosition(tx, s.tenantId, id);
    if (current.archivedAt) throw conflict('catalog.positionArchived');
    if (input.name) await assertNameFree(tx, s.tenantId, input.name, current.id);
    // The rule holds for the rates the row ends up with, one of which may be the stored one.
    const bill = input.bill_rate !== undefined ? input.bill_rate : current.billRate === null ? null : Number(current.billRate);
    const pay = input.pay_rate !== undefined ? input.pay_rate : current.payRate === null ? null : Number(current.payRate);
    if (bill !== null && pay !== null && pay > bill) throw fieldError('pay_rate', 'validation.payAboveBill');
    const row = theRow(
      await tx
        .update(positions)
        .set({ name: input.name, billRate: money(input.bill_rate), payRate: money(input.pay_rate) })
        .where(eq(positions.id, current.id))
        .returning(),
    );
    await logChange(tx, s, 'position.updated', current.id, { fields: Object.keys(input) });
    return positionFields(row);
  }, DUPLICATE);
}

/** Archive toggle: an archived position leaves the pickers; restoring checks its name is still free. */
export function toggleTenantPositionArchived(s: Session, id: string): Promise<TenantPosition> {
  return write(async (tx) => {
    const current = await findPosition(tx, s.tenantId, id);
    const archiving = !current.archivedAt;
    if (!archiving) await assertNameFree(tx, s.tenantId, current.name, current.id);
    const row = theRow(
      await tx
        .update(positions)
        .set({ archivedAt: archiving ? new Date() : null })
        .where(eq(positions.id, current.id))
        .returning(),
    );
    await logChange(tx, s, archiving ? 'position.archived' : 'position.restored', current.id, { tenantWide: true });
    return positionFields(row);
  }, DUPLICATE);
}
