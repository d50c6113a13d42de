'use client';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import type { ResultOf } from '@/lib/browser/typed-api';
import { useListData } from '@/lib/browser/use-list-data';
import { usePagedList } from '@/lib/browser/use-paged-list';
import type { Patch } from '@/lib/url-state/use-list-state';
import { onboardingRoutes } from '@/lib/contracts/routes/onboarding';
import { assignmentsListQuery, type OnboardingQuery } from '../url-state';
import { AssignmentFilters, CLEAR_FILTERS } from './assignment-filters';
import { AssignmentsTable } from './assignments-table';

// The assign form, the drawer and its item editors load when opened, not with the list.
const AssignDialog = dynamic(() => import('./assign-dialog').then((m) => m.AssignDialog), { ssr: false });
const AssignmentDrawer = dynamic(() => import('./assignment-drawer').then((m) => m.AssignmentDrawer), { ssr: false });

/** Who holds which packet, how far along, and what is overdue; assign from here or from a packet. */
export function AssignmentsTab({
  query,
  update,
  initial,
}: {
  query: OnboardingQuery;
  update: (p: Patch) => void;
  /** The first page, when the server rendered it (a link that opens this tab). */
  initial?: ResultOf<typeof onboardingRoutes.assignments>;
}) {
  const t = useTranslations('onboarding.assignments');
  const [assigning, setAssigning] = useState(0);
  // Stable, so the table's columns (which call it) are not rebuilt on every render.
  const open = useCallback((id: string) => update({ assignment: id }), [update]);
  const { data, error, isLoading, mutate } = useListData(onboardingRoutes.assignments, { query: assignmentsListQuery(query) }, initial);
  const filtered = Boolean(query.packetFilter || query.status !== 'all' || query.search);
  const { rows, total, pagination } = usePagedList(data, query.page, query.perPage, update);
  const assignButton = <Button onClick={() => setAssigning((n) => n + 1)}>{t('assign')}</Button>;
  return (
    <>
      {isLoading ? <Spinner position="top" label={t('loading')} /> : null}
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <AssignmentFilters query={query} update={update} />
        <div className="pt-7">{assignButton}</div>
      </div>
      <AssignmentsTable
        rows={data ? rows : undefined}
        error={error}
        onRetry={() => void mutate()}
        loadingLabel={t('loading')}
        stale={isLoading}
        onOpen={open}
        empty={
          filtered ? (
            <EmptyState
              title={t('noMatchTitle')}
              body={t('noMatchBody')}
              action={
                <Button variant="outline" onClick={() => update(CLEAR_FILTERS)}>
                  {t('clear')}
                </Button>
              }
            />
          ) : (
            <EmptyState title={t('emptyTitle')} body={t('emptyBody')} action={assignButton} />
          )
        }
        pagination={pagination(t('total', { count: total }))}
      />
      {assigning > 0 ? <AssignDialog key={assigning} open onClose={() => setAssigning(0)} packetId={query.packetFilter} /> : null}
      {query.assignment ? (
        <AssignmentDrawer key={query.assignment} id={query.assignment} onClose={() => update({ assignment: null })} />
      ) : null}
    </>
  );
}
