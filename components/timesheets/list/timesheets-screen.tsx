'use client';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { Suspense, lazy, useEffect, useState } from 'react';
import { PageHeader } from '@/components/shell/page-header';
import { CountTabs } from '@/components/ui/count-tabs';
import { LoadError, Loading } from '@/components/ui/load-states';
import { Checkbox } from '@/components/ui/checkbox';
import { Spinner } from '@/components/ui/spinner';
import { seesLateApprovals } from '@/lib/approval-reminders/access';
import type { ContactPermissions } from '@/lib/auth/contact-permissions';
import type { Role } from '@/lib/auth/roles';
import { totalOf } from '@/lib/browser/lists';
import { apiKey } from '@/lib/browser/typed-api';
import { timesheetsRoutes } from '@/lib/contracts/routes/timesheets';
import { DEFAULT_CURRENCY } from '@/lib/settings/currency';
import type { DashboardLabels } from '@/lib/settings/labels';
import { TIMESHEET_TABS } from '@/lib/timesheets/types';
import { useListState } from '@/lib/url-state/use-list-state';
import { DEFAULT_PER_PAGE, hasFilters } from '../url-state';
import { useStatusCounts, useTimesheetList, type CountsBody, type TimesheetList } from '../use-timesheet-data';
import type { WeekPresets } from '@/lib/timesheets/week-presets';
import { Filters } from './filters';
import { useSheetHref } from './sheet-href';
import { ListEmpty } from './list-states';
import { DEFAULT_SORT, exportFilter, listQuery, sortParam, timesheetParams, type SortState } from './query';
import { useHydrated } from '@/lib/browser/use-hydrated';

/*
 * The route has a tight first-load budget (DESIGN §6: < 200 kB gzip with the shell near 193 kB), so
 * only what paints before any data arrives is in this bundle. The table renders only once rows exist,
 * so its code loads in parallel with the first fetch; toolbar and bulk bar follow on demand.
 */
const loadResults = () => import('./results');
const loadToolbar = () => import('./toolbar');
const Results = lazy(loadResults);
const Toolbar = lazy(loadToolbar);
const BulkBar = lazy(() => import('./bulk-bar').then((m) => ({ default: m.BulkBar })));
// Staff's Late approvals on the Past due tab (issue 11): loaded only there.
const LateApprovals = lazy(() => import('@/components/approval-reminders/late-approvals'));

type Props = {
  role: Role;
  permissions: ContactPermissions;
  companyId: string;
  labels: DashboardLabels;
  currency?: string;
  /** The server page's first page and tab counts for the URL the screen opens with, and the week presets on the reader's clock. */
  initial?: { list: TimesheetList; counts: CountsBody; presets?: WeekPresets };
};

/** /timesheets: the list by tab, filters and sort in the URL; clock times on the viewer's zone (the portal's ViewerZone). */
export function TimesheetsScreen({ role, permissions, companyId, labels, currency = DEFAULT_CURRENCY, initial }: Props) {
  const t = useTranslations('timesheets');
  const router = useRouter();
  const hydrated = useHydrated();
  const [query, update] = useListState(timesheetParams);
  const hrefOf = useSheetHref();
  const apiQuery = listQuery(query);
  // The selection belongs to one page of one filter: this request.
  const key = apiKey(timesheetsRoutes.list, { query: apiQuery });
  const { data, error, isLoading, mutate } = useTimesheetList(apiQuery, initial?.list);
  const counts = useStatusCounts(initial?.counts);
  const rows = data?.data ?? [];
  const total = totalOf(data?.meta);
  const pages = Math.max(1, Math.ceil(total / query.perPage));

  useEffect(() => {
    void loadResults();
    void loadToolbar();
  }, []);

  // The selection belongs to one page of one filter; a new key starts with nothing selected.
  const [selection, setSelection] = useState<{ key: string; ids: ReadonlySet<string> }>({ key, ids: new Set() });
  const selected = selection.key === key ? selection.ids : new Set<string>();
  const selectedRows = rows.filter((r) => selected.has(r._id));
  const select = (ids: Iterable<string>) => setSelection({ key, ids: new Set(ids) });

  // A page that no longer exists (rows archived, filter narrowed elsewhere) falls back to the last one.
  useEffect(() => {
    if (data && rows.length === 0 && query.page > pages) update({ page: pages > 1 ? pages : null });
  }, [data, rows.length, query.page, pages, update]);

  const onSort = (next: SortState) => {
    const sort = sortParam(next);
    update({ sort: sort === DEFAULT_SORT ? null : sort, page: null });
  };
  const clearFilters = () => update({ location: null, from: null, to: null, q: null, exceptions: null, page: null });
  const toolbarSpace = <div aria-hidden className="h-8 w-44" />;

  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      {isLoading ? <Spinner position="top" label={t('loading')} /> : null}
      <CountTabs
        tabs={TIMESHEET_TABS}
        label={t('tabs.label')}
        tabLabel={(s) => t(`tabs.${s}`)}
        value={query.status}
        counts={counts}
        onChange={(status) => update({ status: status === 'all' ? null : status, page: null })}
      >
        {query.status === 'past_due' && seesLateApprovals(role) ? (
          <Suspense fallback={null}>
            <LateApprovals />
          </Suspense>
        ) : null}
        <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
          <div className="flex flex-wrap items-start gap-3">
            <Filters filter={query} onChange={update} searchPlaceholder={t('filters.searchPlaceholder')} presets={initial?.presets} />
            <Checkbox
              className="pt-8"
              label={t('exceptions.filterOpen')}
              checked={query.exceptions === 'open'}
              onChange={(e) => update({ exceptions: e.target.checked ? 'open' : null, page: null })}
            />
          </div>
          <div className="flex flex-wrap items-center gap-2 pt-7">
            {hydrated ? (
              <Suspense fallback={toolbarSpace}>
                <Toolbar
                  role={role}
                  labels={labels}
                  currency={currency}
                  companyId={companyId}
                  ids={selectedRows.map((r) => r._id)}
                  filter={exportFilter(query)}
                />
              </Suspense>
            ) : (
              toolbarSpace
            )}
          </div>
        </div>
        {selectedRows.length ? (
          <Suspense fallback={null}>
            <BulkBar
              rows={selectedRows}
              actor={{ role, permissions }}
              tab={query.status}
              currency={currency}
              onDone={() => select([])}
              onClear={() => select([])}
            />
          </Suspense>
        ) : null}
        <Suspense fallback={<Loading label={t('loading')} />}>
          {error && !data ? (
            <LoadError onRetry={() => void mutate()} />
          ) : !data ? (
            <Loading label={t('loading')} />
          ) : rows.length === 0 ? (
            <ListEmpty
              title={t(`empty.${query.status}.title`)}
              body={t(`empty.${query.status}.body`)}
              filtered={hasFilters(query) || query.exceptions === 'open'}
              onClear={clearFilters}
            />
          ) : (
            <Results
              rows={rows}
              total={total}
              query={query}
              role={role}
              labels={labels}
              currency={currency}
              selected={selected}
              onSelect={select}
              onSort={onSort}
              stale={isLoading}
              onOpen={(id) => router.push(hrefOf(id))}
              onPage={(page) => update({ page: page > 1 ? page : null })}
              onPerPage={(n) => update({ per_page: n === DEFAULT_PER_PAGE ? null : n, page: null })}
            />
          )}
        </Suspense>
      </CountTabs>
    </>
  );
}
