import { ApplicationScreen } from '@/components/applications/detail/application-screen';
import { requirePage } from '@/lib/auth/guard';
import { candidateOr404, tabOptions } from '@/lib/candidates/page-data';
import { titleFrom } from '@/lib/settings/page-metadata';

export const generateMetadata = titleFrom('pages', 'applicationDetails');

export default async function ApplicationPage({ params }: { params: Promise<{ candidateId: string }> }) {
  const { session, db } = await requirePage({ route: '/applications' });
  const { candidateId } = await params;
  const [candidate, options] = await Promise.all([candidateOr404(db, session.tenantId, candidateId), tabOptions(db, session.tenantId)]);
  return <ApplicationScreen key={candidate._id} initial={candidate} options={options} />;
}
