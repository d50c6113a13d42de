import { TimesheetEditScreen } from '@/components/timesheets/edit/edit-screen';
import { requireSession } from '@/lib/auth/guard';
import { titleFrom } from '@/lib/i18n/metadata';

export const generateMetadata = titleFrom('pages', 'timesheetEdit');

export default async function TimesheetEditPage({ params }: { params: Promise<{ id: string }> }) {
  const session = await requireSession({ route: '/timesheets' });
  const { id } = await params;
  return <TimesheetEditScreen key={id} id={id} role={session.role} />;
}
