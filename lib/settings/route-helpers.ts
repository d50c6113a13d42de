import 'server-only';
import { notFound } from '@/lib/api/errors';

/** The company in the URL must be the session's own; another tenant's id is a 404, never a leak. */
export function assertOwnCompany(session: { tenantSlug: string }, companyId: string | undefined): void {
  if (!companyId || companyId.toLowerCase() !== session.tenantSlug) throw notFound('company');
}
