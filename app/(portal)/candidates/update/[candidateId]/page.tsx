import { CandidateFormScreen } from '@/components/candidates/form/candidate-form-screen';
import { requirePage } from '@/lib/auth/guard';
import { candidateOr404 } from '@/lib/candidates/page-data';
import { createOrEditTitle } from '@/lib/page-title';

export const generateMetadata = createOrEditTitle('candidateId', 'candidates.form.titleNew', 'pages.candidateUpdate');

/** /candidates/update/new creates; /candidates/update/{id} edits. */
export default async function CandidateUpdatePage({ params }: { params: Promise<{ candidateId: string }> }) {
  const { session, db } = await requirePage({ route: '/candidates' });
  const { candidateId } = await params;
  const candidate = candidateId === 'new' ? null : await candidateOr404(db, session.tenantId, candidateId);
  return <CandidateFormScreen key={candidateId} candidate={candidate} />;
}
