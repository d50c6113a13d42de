import { JobDetail } from '@/components/jobs/job-detail';
import { requirePage } from '@/lib/auth/guard';
import { orNotFound } from '@/lib/or-not-found';
import { titleFrom } from '@/lib/settings/page-metadata';
import { getJob } from '@/lib/jobs/queries';

export const generateMetadata = titleFrom('pages', 'jobDetails');

/** A missing, malformed or another tenant's job is a 404 (getJob checks the id's form). */
export default async function JobDetailPage({ params }: { params: Promise<{ jobId: string }> }) {
  const { session, db } = await requirePage({ route: '/jobs-v2' });
  const { jobId } = await params;
  await orNotFound(() => getJob(db, session.tenantId, jobId));
  return <JobDetail key={jobId} id={jobId} companySlug={session.tenantSlug} />;
}
