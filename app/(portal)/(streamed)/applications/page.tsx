import { ApplicationsScreen } from '@/components/applications/applications-screen';
import { requireSession } from '@/lib/auth/guard';
import { ADMINS } from '@/lib/auth/roles';
import { titleFrom } from '@/lib/settings/page-metadata';

export const generateMetadata = titleFrom('nav', 'applications');

export default async function ApplicationsPage() {
  const session = await requireSession({ route: '/applications' });
  // Status writes are for admins (the statuses API refuses anyone else); others only see the list.
  return <ApplicationsScreen canManage={ADMINS.includes(session.role)} />;
}
