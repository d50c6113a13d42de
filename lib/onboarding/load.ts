import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { badRequest, fieldError, notFound, say } from '@/lib/errors';
import { audit } from '@/lib/audit';
import type { Session } from '@/lib/auth/guard';
import type { DbOrTx } from '@/lib/db/client';
import { documentTypes, onboardingAssignments, onboardingItems, onboardingPackets } from '@/lib/db/schema';

/** Row loaders of the onboarding services: always by id AND tenant, so another tenant's id is a 404. */

export { idParam } from '@/lib/schema-kit/ids';

// Rows are locked when a caller changes what hangs off them (positions, completion), so two requests
// racing on one packet or assignment apply one after the other.
export async function loadPacket(tx: DbOrTx, tenantId: string, id: string, lock = false) {
  const q = tx
    .select()
    .from(onboardingPackets)
    .where(and(eq(onboardingPackets.tenantId, tenantId), eq(onboardingPackets.id, id)))
    .limit(1);
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound('packet');
  return row;
}

/**
 * The packet's assignments, locked in id order (lib/db/locks.ts), before its items change. Saving progress
 * locks an assignment and then refers to an item (its foreign key waits on an item being deleted), so a
 * change to the items takes the assignments before the item, not after, and completion is recomputed on
 * rows already held.
 */
export async function lockAssignmentsOf(tx: DbOrTx, tenantId: string, packetId: string): Promise<void> {
  await tx
    .select({ id: onboardingAssignments.id })
    .from(onboardingAssignments)
    .where(and(eq(onboardingAssignments.tenantId, tenantId), eq(onboardingAssignments.packetId, packetId)))
    .orderBy(asc(onboardingAssignments.id))
    .for('update');
}

export async function loadItem(tx: DbOrTx, tenantId: string, packetId: string, itemId: string) {
  const [row] = await tx
    .select()
    .from(onboardingItems)
    .where(and(eq(onboardingItems.tenantId, tenantId), eq(onboardingItems.packetId, packetId), eq(onboardingItems.id, itemId)))
    .limit(1);
  if (!row) throw notFound('item');
  return row;
}

export async function loadAssignment(tx: DbOrTx, tenantId: string, id: string, lock = false) {
  const q = tx
    .select()
    .from(onboardingAssignments)
    .where(and(eq(onboardingAssignments.tenantId, tenantId), eq(onboardingAssignments.id, id)))
    .limit(1);
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound('assignment');
  return row;
}

export async function loadDocumentType(tx: DbOrTx, tenantId: string, id: string) {
  const [row] = await tx
    .select()
    .from(documentTypes)
    .where(and(eq(documentTypes.tenantId, tenantId), eq(documentTypes.id, id)))
    .limit(1);
  if (!row) throw notFound('documentType');
  return row;
}

/** A document type named in a body: unknown (or another tenant's) or archived is bad input, not a 404 of the URL. */
export async function usableDocumentType(tx: DbOrTx, tenantId: string, id: string) {
  const [row] = await tx
    .select()
    .from(documentTypes)
    .where(and(eq(documentTypes.tenantId, tenantId), eq(documentTypes.id, id)))
    .limit(1);
  if (!row) throw fieldError('document_type_id', 'onboarding.noSuchDocumentType');
  if (row.archivedAt)
    throw badRequest(
      'generic.field',
      { field: 'document_type_id', message: say('onboarding.documentTypeArchived') },
      { document_type_id: say('onboarding.archived') },
    );
  return row;
}

/** Every onboarding change leaves an audit row naming who did what to which row. */
export function record(tx: DbOrTx, session: Session, action: string, target: string, meta?: Record<string, unknown>) {
  return audit(tx, { tenantId: session.tenantId, userId: session.userId, action: `onboarding.${action}`, target, meta });
}
