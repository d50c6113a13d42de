import 'server-only';
import { notFound } from 'next/navigation';
import { ApiError } from '@/lib/errors';
import { isUuid } from '@/lib/schema-kit/uuid';
import type { ProfileSection } from '@/lib/catalog/sections';
import { readProfileSections } from '@/lib/catalog/profile-sections-queries';
import type { DbOrTx } from '@/lib/db/client';
import { candidateStatuses, findCandidate, getCandidate } from './queries';
import { companyOptions, documentTypeOptions } from './related-queries';
import type { NamedOption } from './types';
import type { CandidateDetail, StatusOption } from './schema';

/** For routes under a candidate: answers 404 (ApiError) unless the tenant has this candidate. */
export async function requireCandidate(db: DbOrTx, tenantId: string, id: string): Promise<void> {
  await findCandidate(db, tenantId, id);
}

/** For pages: the tenant's candidate, or Next's not-found page (a bad id or another tenant's alike). */
export async function candidateOr404(db: DbOrTx, tenantId: string, id: string): Promise<CandidateDetail> {
  if (!isUuid(id)) notFound();
  try {
    return await getCandidate(db, tenantId, id);
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) notFound();
    throw err;
  }
}

export type CandidatePageOptions = {
  statuses: StatusOption[];
  companies: NamedOption[];
  documentTypes: NamedOption[];
  sections: ProfileSection[];
};

/**
 * The pickers' choices for the candidate tabs, loaded with the page rather than by more requests, and
 * the profile sections the tenant shows (admin settings → candidates).
 */
export async function tabOptions(db: DbOrTx, tenantId: string): Promise<CandidatePageOptions> {
  const [statuses, companies, documentTypes, sections] = await Promise.all([
    candidateStatuses(db, tenantId),
    companyOptions(db, tenantId),
    documentTypeOptions(db, tenantId),
    readProfileSections(db, tenantId),
  ]);
  return { statuses, companies, documentTypes, sections };
}
