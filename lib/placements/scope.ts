import 'server-only';
import type { ContactPermissions } from '@/lib/auth/contact-permissions';
import { contactLocationIds, isLocationBound, type LocationScope } from '@/lib/auth/contact-scope';
import type { Session } from '@/lib/auth/guard';

/**
 * Who is asking, as the recruiting data (placements, orders) sees it: the tenant always, and for a
 * Company Contact the locations assigned to her (lib/auth/contact-scope.ts): every read and write is
 * narrowed to them and pay rates are hidden. `locationIds` null is staff. `permissions`: the contact
 * switches, as the session carries them (every one for staff).
 */
export type ClientScope = LocationScope & { tenantId: string; userId: string; permissions: ContactPermissions };

export async function clientScopeOf(session: Session): Promise<ClientScope> {
  return { tenantId: session.tenantId, userId: session.userId, locationIds: await contactLocationIds(session), permissions: session.permissions };
}

/** A client's user sees bill rates only; the worker's pay is the agency's business. */
export const seesPay = (scope: LocationScope) => !isLocationBound(scope);
