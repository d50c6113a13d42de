import { ShiftsScreen } from '@/components/shifts/shifts-screen';
import { requireSession } from '@/lib/auth/guard';
import { titleFromLabel } from '@/lib/settings/page-metadata';
import { pageLabels } from '@/lib/settings/localized-labels';
import { getSettings } from '@/lib/settings/queries';

export const generateMetadata = titleFromLabel('shift');

// Thin on purpose (DESIGN §3.1): the board's week depends on the reader's own "today", which only the
// browser knows, so the server guards the route and hands over the tenant's renamed "shift" label.
export default async function JobsPage() {
  const session = await requireSession({ route: '/jobs' });
  const settings = await getSettings(session.tenantId);
  const label = (await pageLabels(settings.dashboard_labels)).shift;
  return <ShiftsScreen title={label.plural} label={label} />;
}
