import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { badRequest, conflict, notFound, say } from '@/lib/errors';
import { audit } from '@/lib/audit';
import type { Session } from '@/lib/auth/guard';
import { loadCompany } from '@/lib/companies/queries';
import type { DbOrTx } from '@/lib/db/client';
import { kiosks, locations } from '@/lib/db/schema';
import { generatePin, hashPin, pinHint } from './pin';
import type { kioskInput } from './schema';
import { selectKiosks } from './queries';
import type { KioskRow, KioskWithPin } from './schema';
import { theRow } from '@/lib/db/rows';

export async function listKiosks(db: DbOrTx, tenantId: string, companyId: string): Promise<KioskRow[]> {
  await loadCompany(db, tenantId, companyId);
  return selectKiosks(db, tenantId, companyId);
}

/** A kiosk of the company, or 404; an archived one is 409, as nothing may change it any more. */
async function loadKiosk(tx: DbOrTx, tenantId: string, companyId: string, id: string) {
  const [row] = await tx
    .select({ id: kiosks.id, archivedAt: kiosks.archivedAt })
    .from(kiosks)
    .where(and(eq(kiosks.tenantId, tenantId), eq(kiosks.companyId, companyId), eq(kiosks.id, id)))
    .limit(1);
  if (!row) throw notFound('kiosk');
  if (row.archivedAt) throw conflict('kiosks.archived');
  return row;
}

async function assertCompanyLocation(tx: DbOrTx, tenantId: string, companyId: string, locationId: string) {
  const [row] = await tx
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.tenantId, tenantId), eq(locations.companyId, companyId), eq(locations.id, locationId)))
    .limit(1);
  if (!row) throw badRequest('kiosks.locationOfCompany', undefined, { location_id: say('kiosks.notCompanyLocation') });
}

/** Creates a kiosk; the answer is the only time its PIN is ever returned. */
export async function createKiosk(
  db: DbOrTx,
  session: Session,
  companyId: string,
  input: z.infer<typeof kioskInput>,
): Promise<KioskWithPin> {
  const pin = input.pin ?? generatePin();
  const pinHash = await hashPin(pin);
  return db.transaction(async (tx) => {
    await loadCompany(tx, session.tenantId, companyId);
    if (input.location_id) await assertCompanyLocation(tx, session.tenantId, companyId, input.location_id);
    const row = theRow(
      await tx
        .insert(kiosks)
        .values({
          tenantId: session.tenantId,
          companyId,
          locationId: input.location_id,
          name: input.name,
          pinHash,
          pinHint: pinHint(pin),
        })
        .returning({ id: kiosks.id }),
      'kiosk',
    );
    await audit(tx, { tenantId: session.tenantId, userId: session.userId, action: 'kiosk.created', target: row.id, meta: { companyId } });
    const kiosk = theRow(await selectKiosks(tx, session.tenantId, companyId, row.id), 'kiosk');
    return { ...kiosk, pin };
  });
}

/** Sets the given PIN or a generated one; the old PIN stops working at once. */
export async function resetKioskPin(db: DbOrTx, session: Session, companyId: string, id: string, chosen?: string): Promise<KioskWithPin> {
  const pin = chosen ?? generatePin();
  const pinHash = await hashPin(pin);
  return db.transaction(async (tx) => {
    await loadKiosk(tx, session.tenantId, companyId, id);
    await tx
      .update(kiosks)
      .set({ pinHash, pinHint: pinHint(pin) })
      .where(and(eq(kiosks.tenantId, session.tenantId), eq(kiosks.id, id)));
    await audit(tx, { tenantId: session.tenantId, userId: session.userId, action: 'kiosk.pin_reset', target: id, meta: { companyId } });
    const kiosk = theRow(await selectKiosks(tx, session.tenantId, companyId, id), 'kiosk');
    return { ...kiosk, pin };
  });
}

export async function archiveKiosk(db: DbOrTx, session: Session, companyId: string, id: string): Promise<{ _id: string; archived: true }> {
  return db.transaction(async (tx) => {
    await loadKiosk(tx, session.tenantId, companyId, id);
    await tx
      .update(kiosks)
      .set({ archivedAt: new Date() })
      .where(and(eq(kiosks.tenantId, session.tenantId), eq(kiosks.id, id), isNull(kiosks.archivedAt)));
    await audit(tx, { tenantId: session.tenantId, userId: session.userId, action: 'kiosk.archived', target: id, meta: { companyId } });
    return { _id: id, archived: true as const };
  });
}
