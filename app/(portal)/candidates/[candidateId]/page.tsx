import { CandidateScreen } from '@/components/candidates/detail/candidate-screen';
import { requireSession } from '@/lib/auth/guard';
import { candidateOr404, tabOptions } from '@/lib/candidates/page-data';
import { titleFrom } from '@/lib/settings/page-metadata';

export const generateMetadata = titleFrom('pages', 'candidateDetails');

export default async function CandidatePage({ params }: { params: Promise<{ candidateId: string }> }) {
  const session = await requireSession({ route: '/candidates' });
  const { candidateId } = await params;
  const [candidate, options] = await Promise.all([candidateOr404(session.tenantId, candidateId), tabOptions(session.tenantId)]);
  return <CandidateScreen key={candidate._id} initial={candidate} options={options} />;
}
