import type { SearchParams } from 'nuqs/server';
import { TimecardsScreen } from '@/components/timesheets/timecards/timecards-screen';
import { loadTimecardQuery, timecardListQuery } from '@/components/timesheets/timecards/query';
import { listResponse } from '@/lib/schema-kit/paging';
import { requirePage } from '@/lib/auth/guard';
import { titleFrom } from '@/lib/settings/page-metadata';
import { listTimecards } from '@/lib/timesheets/queries';
import { timecardsQuery } from '@/lib/timesheets/schema';
import { scopeOf } from '@/lib/timesheets/scope';
import { weekPresets } from '@/lib/timesheets/week-presets';
import { readRules } from '@/lib/settings/timesheet-rules';
import { getSettings } from '@/lib/settings/queries';
import { readerTimeZone } from '@/lib/settings/reader-zone';
import { apiQueryOf, asJson } from '@/lib/url-state/first-page';

export const generateMetadata = titleFrom('nav', 'timecards');

/** The first page of timecards for the URL's filters comes with the HTML, read as the API reads it, in the session's scope. */
export default async function TimecardsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { session, db } = await requirePage({ route: '/timecards' });
  const [filter, scope, zone, settings] = await Promise.all([
    loadTimecardQuery(searchParams),
    scopeOf(db, session),
    readerTimeZone(db, session),
    getSettings(session.tenantId),
  ]);
  const query = apiQueryOf(timecardsQuery, timecardListQuery(filter));
  const { data, total } = await listTimecards(db, scope, query);
  const presets = weekPresets(zone, readRules(settings.timesheets).week_start);
  return <TimecardsScreen initial={{ list: asJson(listResponse(data, total, query)), presets }} />;
}
