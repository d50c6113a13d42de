import type { SearchParams } from 'nuqs/server';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/shell/page-header';
import {
  isSiteToday,
  loadWhosWorkingQuery,
  rangeOf,
  rangeProblem,
  type HistoryRange,
  type WhosWorkingQuery,
} from '@/components/whos-working/url-state';
import { WhosWorkingScreen } from '@/components/whos-working/whos-working-screen';
import { listResponse } from '@/lib/schema-kit/paging';
import { requirePage } from '@/lib/auth/guard';
import { listLocations } from '@/lib/on-demand/queries';
import { titleFrom } from '@/lib/settings/page-metadata';
import { pageLabels } from '@/lib/settings/localized-labels';
import { getSettings } from '@/lib/settings/queries';
import { scopeOf, type Scope } from '@/lib/timesheets/scope';
import { whoIsWorking, whoWorked, whoWorkedToday } from '@/lib/timesheets/whos-working';
import { asJson } from '@/lib/url-state/first-page';
import type { Db } from '@/lib/db/client';

export const generateMetadata = titleFrom('nav', 'whosWorking');

/** The API's longest history range (its route refuses more); such a link is left to the browser's request and its message. */
const MAX_HISTORY_DAYS = 366;

/**
 * The board of the URL's view as the API would answer it (days on each site's clock; no dates: today at each
 * site); none for a range the API refuses.
 */
async function firstBoard(db: Db, scope: Scope, query: WhosWorkingQuery, range: HistoryRange) {
  const location = query.location || 'all';
  if (!query.history) return whoIsWorking(db, scope, location);
  if (isSiteToday(range)) return whoWorkedToday(db, scope, location);
  if (rangeProblem(range) || (Date.parse(range.to) - Date.parse(range.from)) / 86_400_000 > MAX_HISTORY_DAYS) return undefined;
  return whoWorked(db, scope, range.from, range.to, location);
}

/**
 * The board for the URL's view (live, or who worked on the URL's days) and the location list come with the
 * HTML, days on each site's clock (never the browser's); the screen takes them over and the live board's first
 * poll follows a second later.
 */
export default async function WhosWorkingPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { session, db } = await requirePage({ route: '/whos-working' });
  const [settings, t, tPage, query, scope] = await Promise.all([
    getSettings(session.tenantId),
    getTranslations('nav'),
    getTranslations('whosWorking'),
    loadWhosWorkingQuery(searchParams),
    scopeOf(db, session),
  ]);
  const range = rangeOf(query);
  const [board, locations] = await Promise.all([firstBoard(db, scope, query, range), listLocations(db, scope)]);
  return (
    <>
      <PageHeader title={t('whosWorking')} subtitle={tPage('subtitle')} />
      <WhosWorkingScreen
        initial={{
          view: query.history ? 'history' : 'live',
          range,
          board: board && asJson(board),
          locations: asJson(listResponse(locations, locations.length)),
        }}
        shiftLabel={(await pageLabels(settings.dashboard_labels)).shift}
      />
    </>
  );
}
