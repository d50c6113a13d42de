'use client';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { PageHeader } from '@/components/shell/page-header';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FilterBar, FilterSelect } from '@/components/ui/filter-bar';
import { SearchBox } from '@/components/ui/search-box';
import { Spinner } from '@/components/ui/spinner';
import { usePagedList } from '@/lib/browser/use-paged-list';
import { useListState } from '@/lib/url-state/use-list-state';
import { ROUTE_ACTIVE_FILTERS } from '@/lib/transport-routes/types';
import { listKey, useRouteList } from '../api';
import { apiQuery, hasFilters, routesParams } from './query';
import { RoutesTable } from './routes-table';

const NEW = '/routes/new';

/** /routes: search, active filter and pages, all in the URL so reload and shared links keep them. */
export function RoutesScreen() {
  const t = useTranslations('transportRoutes.list');
  const [query, update] = useListState(routesParams);
  const { data, error, isLoading, mutate } = useRouteList(listKey(apiQuery(query)));
  const { rows, total, pages, pagination } = usePagedList(data, query.page, query.perPage, update);
  const set = (patch: Record<string, string | null>) => update({ ...patch, page: null });
  const clear = () => set({ q: null, active: null });
  const newButton = (
    <Button asChild>
      <Link href={NEW}>
        <span aria-hidden>+</span>
        {t('new')}
      </Link>
    </Button>
  );
  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} actions={newButton} />
      {isLoading ? <Spinner position="top" label={t('loading')} /> : null}
      <FilterBar label={t('filtersLabel')} clearLabel={t('clear')} onClear={hasFilters(query) ? clear : null}>
        <SearchBox value={query.q} label={t('searchLabel')} placeholder={t('searchPlaceholder')} onCommit={(q) => set({ q })} />
        <FilterSelect
          label={t('show')}
          width="w-40"
          value={query.active}
          none="all"
          options={ROUTE_ACTIVE_FILTERS.map((a) => ({ value: a, label: t(`filter.${a}`) }))}
          onChange={(active) => set({ active })}
        />
      </FilterBar>
      <RoutesTable
        rows={data ? rows : undefined}
        error={error}
        onRetry={() => void mutate()}
        loadingLabel={t('loading')}
        stale={isLoading}
        caption={t('caption', { page: query.page, pages })}
        onChanged={() => void mutate()}
        empty={
          hasFilters(query) ? (
            <EmptyState
              title={t('filtered.title')}
              body={t('filtered.body')}
              action={
                <Button variant="outline" onClick={clear}>
                  {t('clear')}
                </Button>
              }
            />
          ) : (
            <EmptyState title={t('empty.title')} body={t('empty.body')} action={newButton} />
          )
        }
        pagination={pagination(t('total', { count: total }))}
      />
    </>
  );
}
