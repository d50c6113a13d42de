import { JobDetail } from '@/components/jobs/job-detail';
import { requireSession } from '@/lib/auth/guard';
import { titleFrom } from '@/lib/i18n/metadata';

export const generateMetadata = titleFrom('pages', 'jobDetails');

export default async function JobDetailPage({ params }: { params: Promise<{ jobId: string }> }) {
  const session = await requireSession({ route: '/jobs-v2' });
  const { jobId } = await params;
  return <JobDetail key={jobId} id={jobId} companySlug={session.tenantSlug} />;
}
