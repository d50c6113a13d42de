'use client';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { PageHeader } from '@/components/shell/page-header';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import type { ResultOf } from '@/lib/browser/typed-api';
import { useListData } from '@/lib/browser/use-list-data';
import { usePagedList } from '@/lib/browser/use-paged-list';
import { companiesRoutes } from '@/lib/contracts/routes/companies';
import { serverSort, sortPatch } from '@/components/ui/data-table/server-sort';
import { useListState } from '@/lib/url-state/use-list-state';
import { CompaniesTable } from './companies-table';
import { Filters } from './filters';
import { apiQuery, hasFilters, companyParams } from './query';

const NEW = '/company/update/new';

/**
 * /companies: search, status, industry and pages, all in the URL so reload and shared links keep them. `initial`
 * is the first page the server rendered for the URL the screen opened with.
 */
export function CompaniesScreen({ initial }: { initial?: ResultOf<typeof companiesRoutes.list> }) {
  const t = useTranslations('companies.list');
  const [query, update] = useListState(companyParams);
  const { data, error, isLoading, mutate } = useListData(companiesRoutes.list, { query: apiQuery(query) }, initial);
  const { rows, total, pages, pagination } = usePagedList(data, query.page, query.perPage, update);

  const clear = () => update({ q: null, status: null, industry: null, page: null });
  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <Button asChild>
            <Link href={NEW}>
              <span aria-hidden>+</span>
              {t('new')}
            </Link>
          </Button>
        }
      />
      {isLoading ? <Spinner position="top" label={t('loading')} /> : null}
      <Filters query={query} industries={data?.meta.industries ?? []} onChange={update} />
      <CompaniesTable
        rows={data ? rows : undefined}
        error={error}
        onRetry={() => void mutate()}
        loadingLabel={t('loading')}
        stale={isLoading}
        sort={serverSort(query.sort, (next) => update(sortPatch(next)))}
        caption={t('caption', { page: query.page, pages })}
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
            <EmptyState
              title={t('empty.title')}
              body={t('empty.body')}
              action={
                <Button asChild>
                  <Link href={NEW}>{t('new')}</Link>
                </Button>
              }
            />
          )
        }
        pagination={pagination(t('total', { count: total }))}
      />
    </>
  );
}
