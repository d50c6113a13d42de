import { TimesheetView } from '@/components/timesheets/view/timesheet-view';
import { requireSession } from '@/lib/auth/guard';
import { titleFrom } from '@/lib/i18n/metadata';
import { currencyOf } from '@/lib/settings/currency';
import { getSettings } from '@/lib/settings/queries';

export const generateMetadata = titleFrom('pages', 'timesheetView');

export default async function TimesheetViewPage({ params }: { params: Promise<{ id: string }> }) {
  const session = await requireSession({ route: '/timesheets' });
  const [{ id }, settings] = await Promise.all([params, getSettings(session.tenantId)]);
  return <TimesheetView key={id} id={id} role={session.role} labels={settings.dashboard_labels} currency={currencyOf(settings)} />;
}
