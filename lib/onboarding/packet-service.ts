import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Session } from '@/lib/auth/guard';
import type { DbOrTx } from '@/lib/db/client';
import { onboardingPackets } from '@/lib/db/schema';
import { loadPacket, record } from './load';
import { getPacket } from './queries';
import type { packetBody, packetUpdate } from './schema';
import { theRow } from '@/lib/db/rows';

export async function createPacket(db: DbOrTx, session: Session, body: z.infer<typeof packetBody>) {
  const id = await db.transaction(async (tx) => {
    const row = theRow(
      await tx
        .insert(onboardingPackets)
        .values({ tenantId: session.tenantId, name: body.name, description: body.description || null })
        .returning({ id: onboardingPackets.id }),
    );
    await record(tx, session, 'packet.create', row.id, { name: body.name });
    return row.id;
  });
  return getPacket(db, session.tenantId, id);
}

/** Rename, describe, archive or restore. Archiving keeps the packet's assignments; it only stops new ones. */
export async function updatePacket(db: DbOrTx, session: Session, id: string, body: z.infer<typeof packetUpdate>) {
  await db.transaction(async (tx) => {
    const row = await loadPacket(tx, session.tenantId, id, true);
    const archivedAt = body.archived === undefined ? row.archivedAt : body.archived ? (row.archivedAt ?? new Date()) : null;
    await tx
      .update(onboardingPackets)
      .set({
        name: body.name ?? row.name,
        description: body.description === undefined ? row.description : body.description || null,
        archivedAt,
      })
      .where(and(eq(onboardingPackets.tenantId, session.tenantId), eq(onboardingPackets.id, id)));
    const action = body.archived === undefined ? 'packet.update' : body.archived ? 'packet.archive' : 'packet.restore';
    await record(tx, session, action, id, { name: body.name, description: body.description });
  });
  return getPacket(db, session.tenantId, id);
}
