import { JobEditor } from '@/components/jobs/job-editor';
import { requireSession } from '@/lib/auth/guard';
import { titleFrom } from '@/lib/i18n/metadata';

export const generateMetadata = titleFrom('pages', 'jobUpdate');

/** Create when jobId is `new`, else edit (SPEC §2 /jobs-v2/{jobId}/update). */
export default async function JobUpdatePage({ params }: { params: Promise<{ jobId: string }> }) {
  await requireSession({ route: '/jobs-v2' });
  const { jobId } = await params;
  return <JobEditor key={jobId} id={jobId} />;
}
