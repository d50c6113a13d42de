import { JobEditor } from '@/components/jobs/job-editor';
import { requireSession } from '@/lib/auth/guard';
import { orNotFound } from '@/lib/companies/page-data';
import { titleFrom } from '@/lib/i18n/metadata';
import { getJob } from '@/lib/jobs/queries';

export const generateMetadata = titleFrom('pages', 'jobUpdate');

/** Create when jobId is `new`, else edit (SPEC §2 /jobs-v2/{jobId}/update); any other unknown id is a 404. */
export default async function JobUpdatePage({ params }: { params: Promise<{ jobId: string }> }) {
  const session = await requireSession({ route: '/jobs-v2' });
  const { jobId } = await params;
  if (jobId !== 'new') await orNotFound(() => getJob(session.tenantId, jobId));
  return <JobEditor key={jobId} id={jobId} />;
}
