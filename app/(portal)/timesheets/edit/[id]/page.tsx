import { TimesheetEditScreen } from '@/components/timesheets/edit/edit-screen';
import { idParam } from '@/lib/api/ids';
import { requireSession } from '@/lib/auth/guard';
import { orNotFound } from '@/lib/companies/page-data';
import { db } from '@/lib/db/client';
import { titleFrom } from '@/lib/settings/page-metadata';
import { findTimesheetRow } from '@/lib/timesheets/queries';
import { scopeOf } from '@/lib/timesheets/scope';

export const generateMetadata = titleFrom('pages', 'timesheetEdit');

/** A missing, malformed, another tenant's or (for a contact) another location's timesheet is a 404. */
export default async function TimesheetEditPage({ params }: { params: Promise<{ id: string }> }) {
  const session = await requireSession({ route: '/timesheets' });
  const [{ id }, scope] = await Promise.all([params, scopeOf(session)]);
  await orNotFound(() => findTimesheetRow(db(), scope, idParam(id, 'timesheet')));
  return <TimesheetEditScreen key={id} id={id} role={session.role} />;
}
