import 'server-only';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { conflict, fieldError } from '@/lib/errors';
import { audit } from '@/lib/audit';
import type { Session } from '@/lib/auth/guard';
import { checkCandidateCustomFields } from '@/lib/catalog/field-value-store';
import type { DbOrTx } from '@/lib/db/client';
import { candidates, statusOptions } from '@/lib/db/schema';
import { upsertProfile } from '@/lib/db/candidate-profile';
import { findCandidate, getCandidate } from './queries';
import type { CandidateInput, ProfileInput } from './schema';
import type { CandidateDetail } from './schema';
import { lockKey } from '@/lib/db/locks';
import { defaultStatusId } from '@/lib/statuses/default-status';
import { theRow } from '@/lib/db/rows';

/** 409 when another candidate of the tenant has this address (case-insensitive; stored lower-case). */
async function assertEmailFree(tx: DbOrTx, tenantId: string, email: string, exceptId?: string): Promise<void> {
  // Serialises saves of one address in one tenant, so two concurrent creates cannot both pass the check.
  await lockKey(tx, `candidate-email:${tenantId}:${email}`);
  const taken = await tx
    .select({ id: candidates.id })
    .from(candidates)
    .where(
      and(
        eq(candidates.tenantId, tenantId),
        eq(sql`lower(${candidates.email})`, email),
        exceptId ? ne(candidates.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (taken.length) throw conflict('candidates.emailTaken');
}

const coreValues = (input: CandidateInput) => ({
  firstName: input.first_name,
  lastName: input.last_name,
  email: input.email,
  phone: input.phone,
  city: input.city,
});

/** A new candidate, starting in the tenant's default candidate status when one is set. */
export async function createCandidate(db: DbOrTx, session: Session, input: CandidateInput, ip?: string): Promise<CandidateDetail> {
  return db.transaction(async (tx) => {
    await assertEmailFree(tx, session.tenantId, input.email);
    const row = theRow(
      await tx
        .insert(candidates)
        .values({ tenantId: session.tenantId, ...coreValues(input) })
        .returning({ id: candidates.id }),
    );
    await upsertProfile(tx, session.tenantId, row.id, { statusId: await defaultStatusId(tx, session.tenantId, 'candidate') });
    await audit(tx, { tenantId: session.tenantId, userId: session.userId, action: 'candidate.create', target: row.id, ip });
    return getCandidate(tx, session.tenantId, row.id);
  });
}

export async function updateCandidate(
  db: DbOrTx,
  session: Session,
  id: string,
  input: CandidateInput,
  ip?: string,
): Promise<CandidateDetail> {
  return db.transaction(async (tx) => {
    const before = await findCandidate(tx, session.tenantId, id);
    if (before.email.toLowerCase() !== input.email) await assertEmailFree(tx, session.tenantId, input.email, id);
    await tx
      .update(candidates)
      .set(coreValues(input))
      .where(and(eq(candidates.tenantId, session.tenantId), eq(candidates.id, id)));
    await audit(tx, { tenantId: session.tenantId, userId: session.userId, action: 'candidate.update', target: id, ip });
    return getCandidate(tx, session.tenantId, id);
  });
}

/** 400 unless the id names an active (not archived) candidate status of the tenant. */
async function assertActiveStatus(tx: DbOrTx, tenantId: string, statusId: string): Promise<void> {
  const [row] = await tx
    .select({ id: statusOptions.id })
    .from(statusOptions)
    .where(
      and(
        eq(statusOptions.tenantId, tenantId),
        eq(statusOptions.id, statusId),
        eq(statusOptions.kind, 'candidate'),
        isNull(statusOptions.archivedAt),
      ),
    )
    .limit(1);
  if (!row) throw fieldError('status_id', 'candidates.notActiveStatus');
}

/**
 * Status and/or custom fields; custom fields are replaced as a whole (the editor sends them all). Keys of
 * the tenant's candidate fields are checked against their definitions (lib/catalog); others pass as sent.
 */
export async function updateProfile(db: DbOrTx, session: Session, id: string, input: ProfileInput, ip?: string): Promise<CandidateDetail> {
  return db.transaction(async (tx) => {
    await findCandidate(tx, session.tenantId, id);
    if (input.status_id) await assertActiveStatus(tx, session.tenantId, input.status_id);
    await upsertProfile(tx, session.tenantId, id, {
      ...(input.status_id !== undefined ? { statusId: input.status_id } : {}),
      ...(input.custom_fields !== undefined
        ? { customFields: await checkCandidateCustomFields(tx, session.tenantId, input.custom_fields) }
        : {}),
    });
    await audit(tx, {
      tenantId: session.tenantId,
      userId: session.userId,
      action: 'candidate.profile',
      target: id,
      meta: { fields: Object.keys(input) },
      ip,
    });
    return getCandidate(tx, session.tenantId, id);
  });
}
