'use client';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { PageHeader } from '@/components/shell/page-header';
import { Button } from '@/components/ui/button';
import { ListEmpty } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import type { ResultOf } from '@/lib/browser/typed-api';
import { useListData } from '@/lib/browser/use-list-data';
import { usePagedList } from '@/lib/browser/use-paged-list';
import type { StatusOption } from '@/lib/candidates/schema';
import { candidatesRoutes } from '@/lib/contracts/routes/candidates';
import { useListState } from '@/lib/url-state/use-list-state';
import { CandidatesTable } from './candidates-table';
import { Filters } from './filters';
import { apiQuery, candidateParams, hasFilters } from './query';

/** /candidates: search, filters, sort and pages, all in the URL so reload and shared links keep them. */
export function CandidatesScreen({ statuses, initial }: { statuses: StatusOption[]; initial?: ResultOf<typeof candidatesRoutes.list> }) {
  const t = useTranslations('candidates.list');
  const [query, update] = useListState(candidateParams);
  const { data, error, isLoading, mutate } = useListData(candidatesRoutes.list, { query: apiQuery(query) }, initial);
  const { rows, total, pages, pagination } = usePagedList(data, query.page, query.perPage, update);

  const clear = () => update({ q: null, status: null, city: null, placed: null, page: null });
  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <Button asChild>
            <Link href="/candidates/update/new">
              <span aria-hidden>+</span>
              {t('new')}
            </Link>
          </Button>
        }
      />
      {isLoading ? <Spinner position="top" label={t('loading')} /> : null}
      <Filters query={query} statuses={statuses} onChange={update} />
      <CandidatesTable
        rows={data ? rows : undefined}
        error={error}
        onRetry={() => void mutate()}
        loadingLabel={t('loading')}
        stale={isLoading}
        caption={t('caption', { page: query.page, pages })}
        empty={
          <ListEmpty
            filtered={hasFilters(query)}
            t={t}
            clearLabel={t('clear')}
            onClear={clear}
            add={
              <Button asChild>
                <Link href="/candidates/update/new">{t('new')}</Link>
              </Button>
            }
          />
        }
        pagination={pagination(t('total', { count: total }))}
      />
    </>
  );
}
