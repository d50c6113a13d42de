'use client';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FilteredEmpty } from '@/components/jobs/filtered-empty';
import { PageHeader } from '@/components/shell/page-header';
import { Button } from '@/components/ui/button';
import { ListScreen, useListScreen } from '@/components/ui/list-screen';
import type { ApplicationRow } from '@/lib/applications/schema';
import type { ResultOf } from '@/lib/browser/typed-api';
import { candidatesRoutes } from '@/lib/contracts/routes/candidates';
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
  const list = useListScreen(candidatesRoutes.applicationList, applicationsParams, applicationsListQuery, initial);
  const { query, update } = list;
  const { statuses } = useApplicationOptions();
  const [placing, setPlacing] = useState<ApplicationRow | null>(null);
  const [managing, setManaging] = useState(false);

  return (
    <>
      <ListScreen
        list={list}
        header={
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
        }
        filters={<ApplicationsFilters query={query} onChange={update} />}
        loadingLabel={t('loading')}
        caption={(page, pages) => t('caption', { page, pages })}
        totalLabel={(count) => t('total', { count })}
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
      >
        {(table) => <ApplicationsTable {...table} onPlace={setPlacing} />}
      </ListScreen>
      {placing ? <PlaceDialog key={placing._id} app={placing} statuses={statuses} onClose={() => setPlacing(null)} /> : null}
      {managing ? <ManageStatusesDialog open onOpenChange={setManaging} /> : null}
    </>
  );
}
