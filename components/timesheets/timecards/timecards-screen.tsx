'use client';
import { useTranslations } from 'next-intl';
import { Suspense, lazy, useEffect } from 'react';
import { PageHeader } from '@/components/shell/page-header';
import { ListScreen, useListScreen } from '@/components/ui/list-screen';
import { Loading } from '@/components/ui/load-states';
import { timesheetsRoutes } from '@/lib/contracts/routes/timesheets';
import type { WeekPresets } from '@/lib/timesheets/week-presets';
import { Filters } from '../list/filters';
import { ListEmpty } from '../list/list-states';
import { hasFilters } from '../url-state';
import type { TimecardList } from '../use-timesheet-data';
import { timecardListQuery, timecardParams } from './query';

// The table renders only once rows exist, so its code loads beside the first fetch (route JS budget).
const loadResults = () => import('./timecards-results');
const TimecardsResults = lazy(loadResults);

/** What the server page loaded: the URL's page of timecards and the week presets (on the reader's clock). */
export type TimecardsInitial = { list: TimecardList; presets?: WeekPresets };

/**
 * /timecards: every clock-in and clock-out, filtered by location, dates and text; state in the URL. The first
 * page comes with the HTML; its punch times are on each site's clock, named.
 */
export function TimecardsScreen({ initial }: { initial?: TimecardsInitial }) {
  return <Timecards initial={initial?.list} presets={initial?.presets} />;
}

function Timecards({ initial, presets }: { initial?: TimecardList; presets?: WeekPresets }) {
  const t = useTranslations('timesheets');
  const list = useListScreen(timesheetsRoutes.timecards, timecardParams, timecardListQuery, initial);
  const { query: filter, update } = list;

  useEffect(() => void loadResults(), []);

  return (
    <ListScreen
      list={list}
      header={<PageHeader title={t('timecards.title')} subtitle={t('timecards.subtitle')} />}
      filters={
        <div className="mb-4">
          <Filters filter={filter} onChange={update} searchPlaceholder={t('timecards.searchPlaceholder')} presets={presets} />
        </div>
      }
      loadingLabel={t('timecards.loading')}
      caption={(page, pages) => t('timecards.caption', { page, pages })}
      totalLabel={(count) => t('timecards.total', { count })}
      empty={
        <ListEmpty
          title={t('timecards.empty.title')}
          body={t('timecards.empty.body')}
          filtered={hasFilters(filter)}
          onClear={() => update({ location: null, from: null, to: null, q: null, page: null })}
        />
      }
    >
      {(table) => (
        <Suspense fallback={<Loading label={t('timecards.loading')} />}>
          <TimecardsResults {...table} />
        </Suspense>
      )}
    </ListScreen>
  );
}
