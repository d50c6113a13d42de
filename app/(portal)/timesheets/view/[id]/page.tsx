import { TimesheetView } from '@/components/timesheets/view/timesheet-view';
import { listPlaceOf } from '@/components/timesheets/view/list-position';
import { requirePage } from '@/lib/auth/guard';
import { titleFrom } from '@/lib/settings/page-metadata';
import { currencyOf } from '@/lib/settings/currency';
import { pageLabels } from '@/lib/settings/localized-labels';
import { getSettings } from '@/lib/settings/queries';
import { timesheetDetailOr404 } from '@/lib/timesheets/page-data';
import { scopeOf } from '@/lib/timesheets/scope';
import { BACK_KEY } from '@/lib/url-state/back-link';

export const generateMetadata = titleFrom('pages', 'timesheetView');

/**
 * A missing, malformed, another tenant's or (for a contact) another location's timesheet is a 404. `back` is
 * the list it was opened from (its filters, sort and page), for the back link and Previous / Next. The sheet
 * is read here as its API answers it, so the screen shows with the page.
 */
export default async function TimesheetViewPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { session, db } = await requirePage({ route: '/timesheets' });
  const [{ id }, query, settings, scope] = await Promise.all([params, searchParams, getSettings(session.tenantId), scopeOf(db, session)]);
  const sheet = await timesheetDetailOr404(db, scope, id, session);
  const place = await listPlaceOf(db, scope, sheet._id, query[BACK_KEY]);
  return (
    <TimesheetView
      key={id}
      id={id}
      initial={sheet}
      role={session.role}
      labels={await pageLabels(settings.dashboard_labels)}
      currency={currencyOf(settings)}
      place={place}
    />
  );
}
