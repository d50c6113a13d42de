import { JobEditor } from '@/components/jobs/job-editor';
import { requirePage } from '@/lib/auth/guard';
import { orNotFound } from '@/lib/or-not-found';
import { getJob } from '@/lib/jobs/queries';
import { createOrEditTitle } from '@/lib/page-title';

export const generateMetadata = createOrEditTitle('jobId', 'jobs.form.newTitle', 'pages.jobUpdate');

/** Create when jobId is `new`, else edit (SPEC §2 /jobs-v2/{jobId}/update); any other unknown id is a 404. */
export default async function JobUpdatePage({ params }: { params: Promise<{ jobId: string }> }) {
  const { session, db } = await requirePage({ route: '/jobs-v2' });
  const { jobId } = await params;
  if (jobId !== 'new') await orNotFound(() => getJob(db, session.tenantId, jobId));
  return <JobEditor key={jobId} id={jobId} />;
}
