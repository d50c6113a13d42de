import { JobsScreen } from '@/components/jobs/jobs-screen';
import { requireSession } from '@/lib/auth/guard';
import { titleFrom } from '@/lib/i18n/metadata';

export const generateMetadata = titleFrom('nav', 'jobsV2');

export default async function JobsV2Page() {
  await requireSession({ route: '/jobs-v2' });
  return <JobsScreen />;
}
