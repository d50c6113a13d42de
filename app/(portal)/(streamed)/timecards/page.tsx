import { TimecardsScreen } from '@/components/timesheets/timecards/timecards-screen';
import { requireSession } from '@/lib/auth/guard';
import { titleFrom } from '@/lib/settings/page-metadata';

export const generateMetadata = titleFrom('nav', 'timecards');

export default async function TimecardsPage() {
  await requireSession({ route: '/timecards' });
  return <TimecardsScreen />;
}
