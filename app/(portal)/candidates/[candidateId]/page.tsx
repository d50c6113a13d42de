import { CandidateScreen } from '@/components/candidates/detail/candidate-screen';
import { requirePage } from '@/lib/auth/guard';
import { candidateOr404, tabOptions } from '@/lib/candidates/page-data';
import { titleFrom } from '@/lib/settings/page-metadata';

export const generateMetadata = titleFrom('pages', 'candidateDetails');

export default async function CandidatePage({ params }: { params: Promise<{ candidateId: string }> }) {
  const { session, db } = await requirePage({ route: '/candidates' });
  const { candidateId } = await params;
  const [candidate, options] = await Promise.all([candidateOr404(db, session.tenantId, candidateId), tabOptions(db, session.tenantId)]);
  return <CandidateScreen key={candidate._id} initial={candidate} options={options} />;
}
