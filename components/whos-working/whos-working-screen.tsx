'use client';
import { useTranslations } from 'next-intl';
import { Suspense, lazy, useState } from 'react';
import { LocationSelect } from '@/components/ui/location-select';
import { Spinner } from '@/components/ui/spinner';
import { Tabs } from '@/components/ui/tabs';
import type { DashboardLabel } from '@/lib/settings/labels';
import { useListState } from '@/lib/url-state/use-list-state';
import { rangeOf, whosWorkingParams, type HistoryRange } from './url-state';
import { useLocations, type BoardAnswer, type LocationsAnswer } from './use-whos-working';

function ViewLoading() {
  const t = useTranslations('whosWorking.live');
  return <Spinner position="top" label={t('loading')} />;
}

// Each view is its own chunk, loaded beside the page's own (the shell already spends most of the route's
// 200 kB first-load budget, DESIGN §6); the server renders the one in the URL with the board it loaded.
const LiveBoard = lazy(() => import('./live-board').then((m) => ({ default: m.LiveBoard })));
const HistoryView = lazy(() => import('./history-view').then((m) => ({ default: m.HistoryView })));

/**
 * What the server page loaded: the board of the URL's view (for the history, of `range`: days on each site's
 * clock, none for today at each site). Nothing in it depends on the browser's zone.
 */
export type WhosWorkingInitial = {
  view: 'live' | 'history';
  range?: HistoryRange;
  board?: BoardAnswer;
  locations?: LocationsAnswer;
};

/**
 * The who's working screen: a live tab and a history tab, the view, dates and location in the URL (nuqs:
 * no server round trip per change) so the exact view can be shared or reloaded.
 */
export function WhosWorkingScreen({ initial, shiftLabel }: { initial: WhosWorkingInitial; shiftLabel: DashboardLabel }) {
  const t = useTranslations('whosWorking');
  const [query, update] = useListState(whosWorkingParams);
  const { data } = useLocations(initial.locations);
  const locations = data?.data ?? [];
  const view = query.history ? 'history' : 'live';
  // The server's board stands for the view the page opened with, until the user leaves it.
  const [left, setLeft] = useState(false);
  if (!left && view !== initial.view) setLeft(true);
  const board = left ? undefined : initial.board;
  const range = rangeOf(query);
  // The server's history stands for its own days only (another range is asked for).
  const sameRange = range.from === initial.range?.from && range.to === initial.range.to;

  const locationFilter = (
    <LocationSelect
      value={query.location || 'all'}
      locations={locations}
      onChange={(location) => update({ location })}
      labels={{ label: t('filters.location'), all: t('filters.allLocations'), unknown: t('filters.selectedLocation') }}
    />
  );

  return (
    <Tabs
      label={t('tabs.label')}
      value={view}
      onValueChange={(v) => update(v === 'history' ? { history: 'true' } : { history: null, from: null, to: null })}
      items={[
        {
          value: 'live',
          label: t('tabs.live'),
          content: (
            <Suspense fallback={<ViewLoading />}>
              <LiveBoard location={query.location} filter={locationFilter} shiftLabel={shiftLabel} initial={board} />
            </Suspense>
          ),
        },
        {
          value: 'history',
          label: t('tabs.history'),
          content: (
            <Suspense fallback={<ViewLoading />}>
              <HistoryView
                range={range}
                location={query.location}
                filter={locationFilter}
                onChange={update}
                initial={sameRange ? board : undefined}
              />
            </Suspense>
          ),
        },
      ]}
    />
  );
}
