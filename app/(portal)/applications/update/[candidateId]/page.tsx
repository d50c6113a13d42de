import { CandidateApplicationsEditor } from '@/components/applications/candidate-applications';
import { requireSession } from '@/lib/auth/guard';
import { titleFrom } from '@/lib/i18n/metadata';

export const generateMetadata = titleFrom('pages', 'applicationUpdate');

export default async function ApplicationUpdatePage({ params }: { params: Promise<{ candidateId: string }> }) {
  await requireSession({ route: '/applications' });
  const { candidateId } = await params;
  return <CandidateApplicationsEditor key={candidateId} candidateId={candidateId} />;
}
