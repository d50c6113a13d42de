'use client';
import { useTranslations } from 'next-intl';
import { Suspense, lazy, useEffect } from 'react';
import { PageHeader } from '@/components/shell/page-header';
import { LoadError, Loading } from '@/components/ui/load-states';
import { Spinner } from '@/components/ui/spinner';
import { totalOf } from '@/lib/browser/lists';
import { ReaderZone } from '@/lib/browser/reader-zone';
import type { WeekPresets } from '@/lib/timesheets/week-presets';
import { sortPatch } from '@/components/ui/data-table/server-sort';
import { useListState } from '@/lib/url-state/use-list-state';
import { Filters } from '../list/filters';
import { ListEmpty } from '../list/list-states';
import { DEFAULT_PER_PAGE, hasFilters } from '../url-state';
import { useTimecardList, type TimecardList } from '../use-timesheet-data';
import { timecardListQuery, timecardParams } from './query';

// The table renders only once rows exist, so its code loads beside the first fetch (route JS budget).
const loadResults = () => import('./timecards-results');
const TimecardsResults = lazy(loadResults);

/** What the server page loaded: the URL's page of timecards, the zone it took as the reader's, and the week presets. */
export type TimecardsInitial = { list: TimecardList; zone: string; presets?: WeekPresets };

/**
 * /timecards: every clock-in and clock-out, filtered by location, dates and text; state in the URL. The first
 * page comes with the HTML; its clock times are the reader's (ReaderZone).
 */
export function TimecardsScreen({ initial }: { initial?: TimecardsInitial }) {
  const screen = <Timecards initial={initial?.list} presets={initial?.presets} />;
  return initial ? <ReaderZone rendered={initial.zone}>{screen}</ReaderZone> : screen;
}

function Timecards({ initial, presets }: { initial?: TimecardList; presets?: WeekPresets }) {
  const t = useTranslations('timesheets');
  const [filter, update] = useListState(timecardParams);
  const { data, error, isLoading, mutate } = useTimecardList(timecardListQuery(filter), initial);
  const rows = data?.data ?? [];
  const total = totalOf(data?.meta);
  const pages = Math.max(1, Math.ceil(total / filter.perPage));

  useEffect(() => void loadResults(), []);
  // A page that no longer exists falls back to the last one.
  useEffect(() => {
    if (data && rows.length === 0 && filter.page > pages) update({ page: pages > 1 ? pages : null });
  }, [data, rows.length, filter.page, pages, update]);

  return (
    <>
      <PageHeader title={t('timecards.title')} subtitle={t('timecards.subtitle')} />
      {isLoading ? <Spinner position="top" label={t('timecards.loading')} /> : null}
      <div className="mb-4">
        <Filters filter={filter} onChange={update} searchPlaceholder={t('timecards.searchPlaceholder')} presets={presets} />
      </div>
      <Suspense fallback={<Loading label={t('timecards.loading')} />}>
        {error && !data ? (
          <LoadError onRetry={() => void mutate()} />
        ) : !data ? (
          <Loading label={t('timecards.loading')} />
        ) : rows.length === 0 ? (
          <ListEmpty
            title={t('timecards.empty.title')}
            body={t('timecards.empty.body')}
            filtered={hasFilters(filter)}
            onClear={() => update({ location: null, from: null, to: null, q: null, page: null })}
          />
        ) : (
          <TimecardsResults
            rows={rows}
            total={total}
            page={filter.page}
            perPage={filter.perPage}
            onPage={(page) => update({ page: page > 1 ? page : null })}
            onPerPage={(n) => update({ per_page: n === DEFAULT_PER_PAGE ? null : n, page: null })}
            stale={isLoading}
            sort={filter.sort}
            onSort={(next) => update(sortPatch(next))}
          />
        )}
      </Suspense>
    </>
  );
}
