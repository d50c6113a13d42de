import { CandidateApplicationsEditor } from '@/components/applications/candidate-applications';
import { getCandidateSummary } from '@/lib/applications/queries';
import { requirePage } from '@/lib/auth/guard';
import { orNotFound } from '@/lib/or-not-found';
import { titleFrom } from '@/lib/settings/page-metadata';

export const generateMetadata = titleFrom('pages', 'applicationUpdate');

/** The same candidate check as the editor's API: a missing, malformed or another tenant's candidate is a 404. */
export default async function ApplicationUpdatePage({ params }: { params: Promise<{ candidateId: string }> }) {
  const { session, db } = await requirePage({ route: '/applications' });
  const { candidateId } = await params;
  await orNotFound(() => getCandidateSummary(db, session.tenantId, candidateId));
  return <CandidateApplicationsEditor key={candidateId} candidateId={candidateId} />;
}
