import 'server-only';
import type { DbOrTx } from './client';
import { candidateProfiles } from './schema';

type ProfilePatch = Partial<
  Pick<typeof candidateProfiles.$inferInsert, 'statusId' | 'preferences' | 'weeklyAvailability' | 'customFields'>
>;

/**
 * Writes part of a candidate's profile row, creating it on first use: candidates made before profiles
 * existed (or by an import) have none. The caller has already checked the candidate is the tenant's.
 */
export async function upsertProfile(tx: DbOrTx, tenantId: string, candidateId: string, patch: ProfilePatch): Promise<void> {
  await tx
    .insert(candidateProfiles)
    .values({ candidateId, tenantId, ...patch })
    .onConflictDoUpdate({ target: candidateProfiles.candidateId, set: { ...patch, updatedAt: new Date() } });
}
