import type { SearchParams } from 'nuqs/server';
import { ShiftsScreen } from '@/components/shifts/shifts-screen';
import { boardQueryOf, loadBoardQuery, weekQuery } from '@/components/shifts/url-state';
import { listResponse } from '@/lib/schema-kit/paging';
import { dateIn } from '@/lib/schema-kit/timezone';
import { requirePage } from '@/lib/auth/guard';
import { shiftsQuery } from '@/lib/on-demand/schema';
import { listLocations, listShifts } from '@/lib/on-demand/queries';
import { titleFromLabel } from '@/lib/settings/page-metadata';
import { pageLabels } from '@/lib/settings/localized-labels';
import { getSettings } from '@/lib/settings/queries';
import { SHIFTS_PAGE, weekOfShifts } from '@/lib/shifts-board/week';
import { scopeOf } from '@/lib/timesheets/scope';
import { readerTimeZone } from '@/lib/settings/reader-zone';
import { apiQueryOf, asJson } from '@/lib/url-state/first-page';
import { positionOptions } from '@/lib/work-requests/positions';

export const generateMetadata = titleFromLabel('shift');

/**
 * The URL's week (this week: the reader's, on her chosen clock, else the tenant's) and the locations that place its
 * shifts come with the HTML, read as the API reads them; the board takes them over without asking again.
 */
export default async function JobsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { session, db } = await requirePage({ route: '/jobs' });
  const [settings, params, scope, zone] = await Promise.all([
    getSettings(session.tenantId),
    loadBoardQuery(searchParams),
    scopeOf(db, session),
    readerTimeZone(db, session),
  ]);
  const today = dateIn(zone);
  const board = boardQueryOf(params, today);
  const week = weekQuery(board);
  const [shifts, locations, labels, positions] = await Promise.all([
    weekOfShifts(async (page) => {
      const query = apiQueryOf(shiftsQuery, { ...week, page, per_page: SHIFTS_PAGE });
      const { data, total } = await listShifts(db, scope, query);
      return listResponse(data, total, query);
    }),
    listLocations(db, scope),
    pageLabels(settings.dashboard_labels),
    positionOptions(db, session.tenantId),
  ]);
  return (
    <ShiftsScreen
      title={labels.shift.plural}
      label={labels.shift}
      positionOptions={positions}
      initial={{ today, monday: board.week, week: asJson(shifts), locations: asJson(listResponse(locations, locations.length)) }}
    />
  );
}
