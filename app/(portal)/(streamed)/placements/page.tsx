import { PlacementsScreen } from '@/components/placements/placements-screen';
import { requireSession } from '@/lib/auth/guard';
import { checkAccess } from '@/lib/auth/permissions';
import { STAFF } from '@/lib/auth/roles';
import { titleFromLabel } from '@/lib/settings/page-metadata';
import { currencyOf } from '@/lib/settings/currency';
import { portalFlags } from '@/lib/settings/flags';
import { screenLabel } from '@/lib/settings/localized-labels';
import { getSettings } from '@/lib/settings/queries';

export const generateMetadata = titleFromLabel('placement');

export default async function PlacementsPage() {
  const session = await requireSession({ route: '/placements' });
  const settings = await getSettings(session.tenantId);
  const flags = portalFlags(settings);
  // Links out of the detail panel only where the permission table lets this user follow them.
  const links = { orders: checkAccess(session.role, '/orders', flags).ok, jobs: checkAccess(session.role, '/jobs-v2', flags).ok };
  return (
    <PlacementsScreen
      canManage={STAFF.includes(session.role)}
      currency={currencyOf(settings)}
      label={await screenLabel(settings.dashboard_labels, 'placement')}
      links={links}
    />
  );
}
