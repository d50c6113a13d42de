import 'server-only';
import type { ContactPermissions } from '@/lib/auth/contact-permissions';
import { contactLocationIds, type LocationScope } from '@/lib/auth/contact-scope';
import type { Session } from '@/lib/auth/guard';
import type { Role } from '@/lib/auth/roles';
import type { DbOrTx } from '@/lib/db/client';

/**
 * Who is asking, as the recruiting data (placements, orders) sees it: the tenant always, and for a
 * Company Contact the locations assigned to her (lib/auth/contact-scope.ts): every read and write is
 * narrowed to them, and pay is hidden by the one rule (lib/auth/pay-visibility.ts). `locationIds` null is
 * staff. `permissions`: the contact switches, as the session carries them (every one for staff).
 */
export type ClientScope = LocationScope & { tenantId: string; userId: string; role: Role; permissions: ContactPermissions };

export async function clientScopeOf(db: DbOrTx, session: Session): Promise<ClientScope> {
  return {
    tenantId: session.tenantId,
    userId: session.userId,
    role: session.role,
    locationIds: await contactLocationIds(db, session),
    permissions: session.permissions,
  };
}
