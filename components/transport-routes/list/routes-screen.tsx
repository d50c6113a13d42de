'use client';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { PageHeader } from '@/components/shell/page-header';
import { Button } from '@/components/ui/button';
import { control } from '@/components/ui/controls';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/input';
import { LoadError, Loading } from '@/components/ui/load-states';
import { Pagination } from '@/components/ui/pagination';
import { SearchBox } from '@/components/ui/search-box';
import { Spinner } from '@/components/ui/spinner';
import { usePagedList } from '@/lib/browser/use-paged-list';
import { useUrlQuery } from '@/lib/browser/use-url-query';
import { ROUTE_ACTIVE_FILTERS } from '@/lib/transport-routes/types';
import { listKey, useRouteList } from '../api';
import { apiQuery, DEFAULT_PER_PAGE, hasFilters, parseRoutesQuery } from './query';
import { RoutesTable } from './routes-table';

const NEW = '/routes/new';

/** /routes: search, active filter and pages, all in the URL so reload and shared links keep them. */
export function RoutesScreen() {
  const t = useTranslations('transportRoutes.list');
  const [params, update] = useUrlQuery();
  const query = parseRoutesQuery(params);
  const { data, error, isLoading, mutate } = useRouteList(listKey(apiQuery(query)));
  const { rows, total, pages } = usePagedList(data, query.page, query.perPage, update);
  const set = (patch: Record<string, string | null>) => update({ ...patch, page: null });
  const clear = () => set({ q: null, active: null });
  const newButton = <Button asChild><Link href={NEW}><span aria-hidden>+</span>{t('new')}</Link></Button>;
  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} actions={newButton} />
      {isLoading ? <Spinner position="top" label={t('loading')} /> : null}
      <div role="search" aria-label={t('filtersLabel')} className="mb-4 flex flex-wrap items-start gap-3">
        <SearchBox value={query.q} label={t('searchLabel')} placeholder={t('searchPlaceholder')} onCommit={(q) => set({ q })} />
        <Field label={t('show')}>
          {(p) => (
            <select {...p} value={query.active} onChange={(e) => set({ active: e.target.value === 'all' ? null : e.target.value })} className={`${control} w-40`}>
              {ROUTE_ACTIVE_FILTERS.map((a) => <option key={a} value={a}>{t(`filter.${a}`)}</option>)}
            </select>
          )}
        </Field>
        {hasFilters(query) ? <Button variant="ghost" size="sm" className="mt-7" onClick={clear}>{t('clear')}</Button> : null}
      </div>
      {error && !data ? <LoadError onRetry={() => void mutate()} />
        : !data ? <Loading label={t('loading')} />
        : rows.length === 0 ? (
          hasFilters(query)
            ? <EmptyState title={t('filtered.title')} body={t('filtered.body')} action={<Button variant="outline" onClick={clear}>{t('clear')}</Button>} />
            : <EmptyState title={t('empty.title')} body={t('empty.body')} action={newButton} />
        ) : (
          <>
            <RoutesTable rows={rows} stale={isLoading} caption={t('caption', { page: query.page, pages })} onChanged={() => void mutate()} />
            <Pagination page={query.page} perPage={query.perPage} total={total} totalLabel={t('total', { count: total })}
              onPage={(page) => update({ page: page > 1 ? page : null })}
              onPerPage={(n) => update({ per_page: n === DEFAULT_PER_PAGE ? null : n, page: null })} />
          </>
        )}
    </>
  );
}
