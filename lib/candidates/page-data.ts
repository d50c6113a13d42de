import 'server-only';
import { notFound } from 'next/navigation';
import { ApiError } from '@/lib/api/errors';
import { isUuid } from '@/lib/api/ids';
import { candidateStatuses, getCandidate } from './queries';
import { companyOptions, documentTypeOptions } from './related';
import type { CandidateDetail, NamedOption, StatusOption } from './types';

/** For pages: the tenant's candidate, or Next's not-found page (a bad id or another tenant's alike). */
export async function candidateOr404(tenantId: string, id: string): Promise<CandidateDetail> {
  if (!isUuid(id)) notFound();
  try {
    return await getCandidate(tenantId, id);
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) notFound();
    throw err;
  }
}

/** The pickers' choices for the candidate tabs, loaded with the page rather than by three more requests. */
export async function tabOptions(tenantId: string): Promise<{ statuses: StatusOption[]; companies: NamedOption[]; documentTypes: NamedOption[] }> {
  const [statuses, companies, documentTypes] = await Promise.all([candidateStatuses(tenantId), companyOptions(tenantId), documentTypeOptions(tenantId)]);
  return { statuses, companies, documentTypes };
}
