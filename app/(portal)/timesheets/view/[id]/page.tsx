import { TimesheetView } from '@/components/timesheets/view/timesheet-view';
import { idParam } from '@/lib/api/ids';
import { requireSession } from '@/lib/auth/guard';
import { orNotFound } from '@/lib/companies/page-data';
import { db } from '@/lib/db/client';
import { titleFrom } from '@/lib/settings/page-metadata';
import { currencyOf } from '@/lib/settings/currency';
import { pageLabels } from '@/lib/settings/localized-labels';
import { getSettings } from '@/lib/settings/queries';
import { findTimesheetRow } from '@/lib/timesheets/queries';
import { scopeOf } from '@/lib/timesheets/scope';

export const generateMetadata = titleFrom('pages', 'timesheetView');

/** A missing, malformed, another tenant's or (for a contact) another location's timesheet is a 404. */
export default async function TimesheetViewPage({ params }: { params: Promise<{ id: string }> }) {
  const session = await requireSession({ route: '/timesheets' });
  const [{ id }, settings, scope] = await Promise.all([params, getSettings(session.tenantId), scopeOf(session)]);
  await orNotFound(() => findTimesheetRow(db(), scope, idParam(id, 'timesheet')));
  return (
    <TimesheetView
      key={id}
      id={id}
      role={session.role}
      labels={await pageLabels(settings.dashboard_labels)}
      currency={currencyOf(settings)}
    />
  );
}
