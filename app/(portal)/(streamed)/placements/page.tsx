import type { SearchParams } from 'nuqs/server';
import { PlacementsScreen } from '@/components/placements/placements-screen';
import { loadPlacementQuery, placementListQuery } from '@/components/placements/url-state';
import { listResponse } from '@/lib/schema-kit/paging';
import { requirePage } from '@/lib/auth/guard';
import { checkAccess } from '@/lib/auth/permissions';
import { STAFF } from '@/lib/auth/roles';
import { listPlacements } from '@/lib/placements/queries';
import { placementListQuery as placementListSchema } from '@/lib/placements/schema';
import { clientScopeOf } from '@/lib/placements/scope';
import { titleFromLabel } from '@/lib/settings/page-metadata';
import { currencyOf } from '@/lib/settings/currency';
import { portalFlags } from '@/lib/settings/flags';
import { screenLabel } from '@/lib/settings/localized-labels';
import { getSettings } from '@/lib/settings/queries';
import { apiQueryOf, asJson } from '@/lib/url-state/first-page';

export const generateMetadata = titleFromLabel('placement');

/** The first page for the URL's filters comes with the HTML, read in the viewer's scope as GET /placements reads it. */
export default async function PlacementsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { session, db } = await requirePage({ route: '/placements' });
  const query = apiQueryOf(placementListSchema, placementListQuery(await loadPlacementQuery(searchParams)));
  const [settings, { data, total }] = await Promise.all([
    getSettings(session.tenantId),
    listPlacements(db, await clientScopeOf(db, session), query),
  ]);
  const flags = portalFlags(settings);
  // Links out of the detail panel only where the permission table lets this user follow them.
  const links = { orders: checkAccess(session.role, '/orders', flags).ok, jobs: checkAccess(session.role, '/jobs-v2', flags).ok };
  return (
    <PlacementsScreen
      canManage={STAFF.includes(session.role)}
      currency={currencyOf(settings)}
      label={await screenLabel(settings.dashboard_labels, 'placement')}
      links={links}
      initial={asJson(listResponse(data, total, query))}
    />
  );
}
