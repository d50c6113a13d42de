import 'server-only';
import type { Session } from '@/lib/auth/guard';
import { contactCompanyId } from '@/lib/auth/contact-scope';

/**
 * Who is asking, as the recruiting data sees it: the tenant always, and for a Company Contact their
 * client company (every read is narrowed to it and pay rates are hidden). `companyId` null is staff.
 */
export type ClientScope = { tenantId: string; userId: string; companyId: string | null };

export async function clientScopeOf(session: Session): Promise<ClientScope> {
  return { tenantId: session.tenantId, userId: session.userId, companyId: await contactCompanyId(session) };
}

/** A client's user sees bill rates only; the worker's pay is the agency's business. */
export const seesPay = (scope: ClientScope) => scope.companyId === null;
