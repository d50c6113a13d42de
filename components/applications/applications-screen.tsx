'use client';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FilteredEmpty } from '@/components/jobs/filtered-empty';
import { PageHeader } from '@/components/shell/page-header';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { ApplicationRow } from '@/lib/applications/types';
import type { ResultOf } from '@/lib/browser/typed-api';
import { useListData } from '@/lib/browser/use-list-data';
import { usePagedList } from '@/lib/browser/use-paged-list';
import { candidatesRoutes } from '@/lib/contracts/routes/candidates';
import { serverSort, sortPatch } from '@/components/ui/data-table/server-sort';
import { useListState } from '@/lib/url-state/use-list-state';
import { ApplicationsFilters } from './applications-filters';
import { ApplicationsTable } from './applications-table';
import { applicationsListQuery, CLEAR_FILTERS, hasApplicationFilters, applicationsParams } from './query';
import { useApplicationOptions } from './use-options';

// Both dialogs load on first use: most visits only read the list (the place form carries its zod schema).
const PlaceDialog = dynamic(() => import('./place-dialog').then((m) => m.PlaceDialog), { ssr: false });
const ManageStatusesDialog = dynamic(() => import('./manage-statuses-dialog').then((m) => m.ManageStatusesDialog), { ssr: false });

/** /applications: every application, filters in the URL, status moved inline, "Place" per row. */
export function ApplicationsScreen({
  canManage,
  initial,
}: {
  canManage: boolean;
  initial?: ResultOf<typeof candidatesRoutes.applicationList>;
}) {
  const t = useTranslations('applications');
  const [query, update] = useListState(applicationsParams);
  const { data, error, isLoading, mutate } = useListData(
    candidatesRoutes.applicationList,
    { query: applicationsListQuery(query) },
    initial,
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
        stale={isLoading}
        sort={serverSort(query.sort, (next) => update(sortPatch(next)))}
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
      {placing ? <PlaceDialog key={placing._id} app={placing} statuses={statuses} onClose={() => setPlacing(null)} /> : null}
      {managing ? <ManageStatusesDialog open onOpenChange={setManaging} /> : null}
    </>
  );
}
