import 'server-only';
import { audit } from '@/lib/audit';
import type { Session } from '@/lib/auth/guard';
import type { DbOrTx } from '@/lib/db/client';
import { upsertProfile } from '@/lib/db/candidate-profile';
import { findCandidate, getCandidate } from './queries';
import type { PreferencesInput } from './schema';
import type { Preferences } from './schema';

export async function getPreferences(db: DbOrTx, tenantId: string, candidateId: string): Promise<Preferences> {
  return (await getCandidate(db, tenantId, candidateId)).preferences;
}

/** Replaces the preferences as a whole (the form always sends every field). */
export async function savePreferences(
  db: DbOrTx,
  session: Session,
  candidateId: string,
  input: PreferencesInput,
  ip?: string,
): Promise<Preferences> {
  return db.transaction(async (tx) => {
    await findCandidate(tx, session.tenantId, candidateId);
    await upsertProfile(tx, session.tenantId, candidateId, {
      preferences: {
        positions: input.positions,
        locations: input.locations,
        minPayRate: input.min_pay_rate,
        maxDistanceMiles: input.max_distance_miles,
        shiftTimes: input.shift_times,
      },
    });
    await audit(tx, { tenantId: session.tenantId, userId: session.userId, action: 'candidate.preferences', target: candidateId, ip });
    return (await getCandidate(tx, session.tenantId, candidateId)).preferences;
  });
}
