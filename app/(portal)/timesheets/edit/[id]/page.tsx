import { TimesheetEditScreen } from '@/components/timesheets/edit/edit-screen';
import { requirePage } from '@/lib/auth/guard';
import { titleFrom } from '@/lib/settings/page-metadata';
import { timesheetOr404 } from '@/lib/timesheets/page-data';
import { scopeOf } from '@/lib/timesheets/scope';

export const generateMetadata = titleFrom('pages', 'timesheetEdit');

/** A missing, malformed, another tenant's or (for a contact) another location's timesheet is a 404. */
export default async function TimesheetEditPage({ params }: { params: Promise<{ id: string }> }) {
  const { session, db } = await requirePage({ route: '/timesheets' });
  const [{ id }, scope] = await Promise.all([params, scopeOf(db, session)]);
  await timesheetOr404(db, scope, id);
  return <TimesheetEditScreen key={id} id={id} role={session.role} />;
}
