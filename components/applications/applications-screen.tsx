'use client';
import { useTranslations } from 'next-intl';
import { lazy, Suspense, useState } from 'react';
import useSWR from 'swr';
import { FilteredEmpty } from '@/components/jobs/filtered-empty';
import { PageHeader } from '@/components/shell/page-header';
import { getCandidates } from '@/components/statuses/api';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { ApplicationRow } from '@/lib/applications/types';
import { withQuery } from '@/lib/browser/api';
import { type ListResponse } from '@/lib/browser/lists';
import { usePagedList } from '@/lib/browser/use-paged-list';
import { useListState } from '@/lib/url-state/use-list-state';
import { APPLICATIONS_PATH } from './api';
import { ApplicationsFilters } from './applications-filters';
import { ApplicationsTable } from './applications-table';
import { applicationsListQuery, CLEAR_FILTERS, hasApplicationFilters, applicationsParams } from './query';
import { useApplicationOptions } from './use-options';

// Both dialogs load on first use: most visits only read the list.
const PlaceDialog = lazy(() => import('./place-dialog').then((m) => ({ default: m.PlaceDialog })));
const ManageStatusesDialog = lazy(() => import('./manage-statuses-dialog').then((m) => ({ default: m.ManageStatusesDialog })));

/** /applications: every application, filters in the URL, status moved inline, "Place" per row. */
export function ApplicationsScreen({ canManage }: { canManage: boolean }) {
  const t = useTranslations('applications');
  const [query, update] = useListState(applicationsParams);
  const { data, error, isLoading, mutate } = useSWR<ListResponse<ApplicationRow>>(
    withQuery(APPLICATIONS_PATH, applicationsListQuery(query)),
    getCandidates,
    { keepPreviousData: true },
  );
  const { statuses } = useApplicationOptions();
  const [placing, setPlacing] = useState<ApplicationRow | null>(null);
  const [managing, setManaging] = useState(false);
  const { rows, total, pages, pagination } = usePagedList(data, query.page, query.perPage, update);

  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          canManage ? (
            <Button variant="outline" onClick={() => setManaging(true)}>
              {t('manage.open')}
            </Button>
          ) : null
        }
      />
      {isLoading ? <Spinner position="top" label={t('loading')} /> : null}
      <ApplicationsFilters query={query} onChange={update} />
      <ApplicationsTable
        rows={data ? rows : undefined}
        error={error}
        onRetry={() => void mutate()}
        loadingLabel={t('loading')}
        statuses={statuses}
        stale={isLoading}
        onPlace={setPlacing}
        caption={t('caption', { page: Math.min(query.page, pages), pages })}
        empty={
          <FilteredEmpty
            filtered={hasApplicationFilters(query)}
            onClear={() => update(CLEAR_FILTERS)}
            texts={{
              title: t('empty.title'),
              body: t('empty.body'),
              filteredTitle: t('empty.filteredTitle'),
              filteredBody: t('empty.filteredBody'),
              clear: t('filters.clear'),
            }}
          />
        }
        pagination={pagination(t('total', { count: total }))}
      />
      <Suspense fallback={null}>
        {placing ? <PlaceDialog key={placing._id} app={placing} statuses={statuses} onClose={() => setPlacing(null)} /> : null}
        {managing ? <ManageStatusesDialog open onOpenChange={setManaging} /> : null}
      </Suspense>
    </>
  );
}
