import 'server-only';
import type { Session } from '@/lib/auth/guard';
import { clientScopeOf, type ClientScope } from '@/lib/placements/scope';
import { scopeOf } from '@/lib/timesheets/scope';

/** The placements scope plus, for a Company Contact, the locations assigned to them (where they may order). */
export type OrderScope = ClientScope & { locationIds: string[] | null };

export async function orderScopeOf(session: Session): Promise<OrderScope> {
  const [client, time] = await Promise.all([clientScopeOf(session), scopeOf(session)]);
  return { ...client, locationIds: time.locationIds };
}
