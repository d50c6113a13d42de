import { CandidatesScreen } from '@/components/candidates/list/candidates-screen';
import { requireSession } from '@/lib/auth/guard';
import { candidateStatuses } from '@/lib/candidates/queries';
import { titleFrom } from '@/lib/i18n/metadata';

export const generateMetadata = titleFrom('nav', 'candidates');

export default async function CandidatesPage() {
  const session = await requireSession({ route: '/candidates' });
  return <CandidatesScreen statuses={await candidateStatuses(session.tenantId)} />;
}
