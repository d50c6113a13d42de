import 'server-only';
import { and, count, eq, max } from 'drizzle-orm';
import type { z } from 'zod';
import { badRequest, conflict, say } from '@/lib/errors';
import type { Session } from '@/lib/auth/guard';
import type { DbOrTx } from '@/lib/db/client';
import { onboardingItems, onboardingProgress } from '@/lib/db/schema';
import { recomputeCompletion } from './completion';
import { loadItem, loadPacket, lockAssignmentsOf, record, usableDocumentType } from './load';
import { itemJson, packetItems, setItemPositions } from './queries';
import type { ItemInput, reorderBody } from './schema';
import { theRow } from '@/lib/db/rows';

/** The columns an item input sets; the document type is checked to be the tenant's and in use. */
async function columnsOf(tx: DbOrTx, tenantId: string, body: ItemInput) {
  if (body.kind === 'form') return { kind: body.kind, name: body.name, fields: body.fields, documentTypeId: null };
  const type = await usableDocumentType(tx, tenantId, body.document_type_id);
  return { kind: body.kind, name: body.name, fields: [], documentTypeId: type.id, typeName: type.name };
}

export async function addItem(db: DbOrTx, session: Session, packetId: string, body: ItemInput) {
  return db.transaction(async (tx) => {
    // The packet row lock makes concurrent additions take positions one after the other.
    await loadPacket(tx, session.tenantId, packetId, true);
    await lockAssignmentsOf(tx, session.tenantId, packetId);
    const { typeName, ...values } = { typeName: null, ...(await columnsOf(tx, session.tenantId, body)) };
    const [last] = await tx
      .select({ n: max(onboardingItems.position) })
      .from(onboardingItems)
      .where(and(eq(onboardingItems.tenantId, session.tenantId), eq(onboardingItems.packetId, packetId)));
    const row = theRow(
      await tx
        .insert(onboardingItems)
        .values({ ...values, tenantId: session.tenantId, packetId, position: (last?.n ?? 0) + 1 })
        .returning(),
      'item',
    );
    await recomputeCompletion(tx, session.tenantId, { packetId }, session.userId);
    await record(tx, session, 'item.create', row.id, { packet_id: packetId, kind: row.kind, name: row.name });
    return itemJson(row, typeName);
  });
}

export async function updateItem(db: DbOrTx, session: Session, packetId: string, itemId: string, body: ItemInput) {
  return db.transaction(async (tx) => {
    await loadPacket(tx, session.tenantId, packetId, true);
    const item = await loadItem(tx, session.tenantId, packetId, itemId);
    if (item.kind !== body.kind) {
      // Stored answers or documents would no longer fit the item, so the kind is fixed once work exists.
      const done = theRow(
        await tx
          .select({ n: count() })
          .from(onboardingProgress)
          .where(and(eq(onboardingProgress.tenantId, session.tenantId), eq(onboardingProgress.itemId, itemId))),
        'count',
      );
      if (done.n > 0) throw conflict('onboarding.kindLocked');
    }
    const { typeName, ...values } = { typeName: null, ...(await columnsOf(tx, session.tenantId, body)) };
    const row = theRow(
      await tx
        .update(onboardingItems)
        .set(values)
        .where(and(eq(onboardingItems.tenantId, session.tenantId), eq(onboardingItems.id, itemId)))
        .returning(),
      'item',
    );
    await record(tx, session, 'item.update', itemId, { packet_id: packetId, kind: row.kind, name: row.name });
    return itemJson(row, typeName);
  });
}

/** Removes an item and its progress; assignments that only lacked this item become complete. */
export async function deleteItem(db: DbOrTx, session: Session, packetId: string, itemId: string) {
  await db.transaction(async (tx) => {
    await loadPacket(tx, session.tenantId, packetId, true);
    await lockAssignmentsOf(tx, session.tenantId, packetId);
    const item = await loadItem(tx, session.tenantId, packetId, itemId);
    await tx.delete(onboardingItems).where(and(eq(onboardingItems.tenantId, session.tenantId), eq(onboardingItems.id, itemId)));
    await recomputeCompletion(tx, session.tenantId, { packetId }, session.userId);
    await record(tx, session, 'item.delete', itemId, { packet_id: packetId, name: item.name });
  });
}

/** New order of a packet's items: the body lists every item exactly once, first to last. */
export async function reorderItems(db: DbOrTx, session: Session, packetId: string, body: z.infer<typeof reorderBody>) {
  return db.transaction(async (tx) => {
    await loadPacket(tx, session.tenantId, packetId, true);
    const current = await packetItems(tx, session.tenantId, packetId);
    const given = new Set(body.item_ids);
    if (given.size !== body.item_ids.length || given.size !== current.length || current.some((i) => !given.has(i._id))) {
      throw badRequest('onboarding.itemOrder', undefined, { item_ids: say('onboarding.itemOrderShort') });
    }
    await setItemPositions(tx, session.tenantId, packetId, body.item_ids);
    await record(tx, session, 'item.reorder', packetId, { item_ids: body.item_ids });
    return packetItems(tx, session.tenantId, packetId);
  });
}
