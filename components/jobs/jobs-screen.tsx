'use client';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { PageHeader } from '@/components/shell/page-header';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { ResultOf } from '@/lib/browser/typed-api';
import { usePagedList } from '@/lib/browser/use-paged-list';
import { useListData } from '@/lib/browser/use-list-data';
import { useListState } from '@/lib/url-state/use-list-state';
import { jobsRoutes } from '@/lib/contracts/routes/jobs';
import { FilteredEmpty } from './filtered-empty';
import { JobsFilters } from './jobs-filters';
import { JobsTable } from './jobs-table';
import { hasJobFilters, jobsListQuery, jobsParams } from './query';

/** /jobs-v2: the ATS job list with its filters in the URL (reload, back and shared links keep them). */
export function JobsScreen({ initial }: { initial?: ResultOf<typeof jobsRoutes.list> }) {
  const t = useTranslations('jobs');
  const [query, update] = useListState(jobsParams);
  const { data, error, isLoading, mutate } = useListData(jobsRoutes.list, { query: jobsListQuery(query) }, initial);
  const { rows, total, pages, pagination } = usePagedList(data, query.page, query.perPage, update);

  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <Button asChild>
            <Link href="/jobs-v2/new/update">{t('new')}</Link>
          </Button>
        }
      />
      {isLoading ? <Spinner position="top" label={t('loading')} /> : null}
      <JobsFilters query={query} onChange={update} />
      <JobsTable
        rows={data ? rows : undefined}
        error={error}
        onRetry={() => void mutate()}
        loadingLabel={t('loading')}
        stale={isLoading}
        caption={t('caption', { page: Math.min(query.page, pages), pages })}
        empty={
          <FilteredEmpty
            filtered={hasJobFilters(query)}
            onClear={() => update({ status: null, company: null, location: null, category: null, q: null, page: null })}
            texts={{
              title: t('empty.title'),
              body: t('empty.body'),
              filteredTitle: t('empty.filteredTitle'),
              filteredBody: t('empty.filteredBody'),
              clear: t('filters.clear'),
            }}
            action={
              <Button asChild variant="outline">
                <Link href="/jobs-v2/new/update">{t('new')}</Link>
              </Button>
            }
          />
        }
        pagination={pagination(t('total', { count: total }))}
      />
    </>
  );
}
