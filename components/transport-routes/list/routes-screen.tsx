'use client';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { PageHeader } from '@/components/shell/page-header';
import { Button } from '@/components/ui/button';
import { ListEmpty } from '@/components/ui/empty-state';
import { FilterBar } from '@/components/ui/filter-bar';
import { SearchBox } from '@/components/ui/search-box';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import type { ResultOf } from '@/lib/browser/typed-api';
import { useListData } from '@/lib/browser/use-list-data';
import { usePagedList } from '@/lib/browser/use-paged-list';
import { transportRoutesRoutes } from '@/lib/contracts/routes/transport-routes';
import { useListState } from '@/lib/url-state/use-list-state';
import { ROUTE_ACTIVE_FILTERS } from '@/lib/transport-routes/types';
import { apiQuery, hasFilters, routesParams } from './query';
import { RoutesTable } from './routes-table';

const NEW = '/routes/new';

/** /routes: search, active filter and pages, all in the URL so reload and shared links keep them; `initial`: the server's first page. */
export function RoutesScreen({ initial }: { initial?: ResultOf<typeof transportRoutesRoutes.list> }) {
  const t = useTranslations('transportRoutes.list');
  const [query, update] = useListState(routesParams);
  const { data, error, isLoading, mutate } = useListData(transportRoutesRoutes.list, { query: apiQuery(query) }, initial);
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
        <Select
          label={t('show')}
          size="sm"
          className="w-40"
          value={query.active}
          options={ROUTE_ACTIVE_FILTERS.map((a) => ({ value: a, label: t(`filter.${a}`) }))}
          onValueChange={(active) => set({ active: active === 'all' ? null : active })}
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
        empty={<ListEmpty filtered={hasFilters(query)} t={t} clearLabel={t('clear')} onClear={clear} add={newButton} />}
        pagination={pagination(t('total', { count: total }))}
      />
    </>
  );
}
