import type { SearchParams } from 'nuqs/server';
import { listQuery, loadTimesheetQuery } from '@/components/timesheets/list/query';
import { TimesheetsScreen } from '@/components/timesheets/list/timesheets-screen';
import type { TimesheetList } from '@/components/timesheets/use-timesheet-data';
import { requirePage } from '@/lib/auth/guard';
import { titleFrom } from '@/lib/settings/page-metadata';
import { currencyOf } from '@/lib/settings/currency';
import { pageLabels } from '@/lib/settings/localized-labels';
import { getSettings } from '@/lib/settings/queries';
import { statusCountsBody, timesheetListPage } from '@/lib/timesheets/list-page';
import { listQuery as listQuerySchema } from '@/lib/timesheets/schema';
import { scopeOf } from '@/lib/timesheets/scope';
import { weekPresets } from '@/lib/timesheets/week-presets';
import { readRules } from '@/lib/settings/timesheet-rules';
import { readerTimeZone } from '@/lib/settings/reader-zone';
import { apiQueryOf, asJson } from '@/lib/url-state/first-page';

export const generateMetadata = titleFrom('nav', 'timesheets');

/**
 * The first page for the URL's tab, filters and sort, and the tab counts, come with the HTML (the API's own
 * functions, in the session's scope); the screen takes them over without asking again after hydration.
 */
export default async function TimesheetsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { session, db } = await requirePage({ route: '/timesheets' });
  const query = apiQueryOf(listQuerySchema, listQuery(await loadTimesheetQuery(searchParams)));
  const scope = await scopeOf(db, session);
  const [settings, page, counts, zone] = await Promise.all([
    getSettings(session.tenantId),
    timesheetListPage(db, session, scope, query),
    statusCountsBody(db, scope, 'all'),
    readerTimeZone(db, session),
  ]);
  // The route's own response, read as the browser would read it.
  const list = (await page.json()) as TimesheetList;
  return (
    <TimesheetsScreen
      role={session.role}
      permissions={session.permissions}
      companyId={session.tenantSlug}
      labels={await pageLabels(settings.dashboard_labels)}
      currency={currencyOf(settings)}
      initial={{ list, counts: asJson(counts), presets: weekPresets(zone, readRules(settings.timesheets).week_start) }}
    />
  );
}
