'use client';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { withQuery } from '@/lib/browser/api';
import { usePagedList } from '@/lib/browser/use-paged-list';
import type { Patch } from '@/lib/browser/use-url-query';
import type { AssignmentRow } from '@/lib/onboarding/types';
import { P, useOnboarding, type List } from '../api';
import type { OnboardingQuery } from '../url-state';
import { AssignDialog } from './assign-dialog';
import { AssignmentFilters, CLEAR_FILTERS } from './assignment-filters';
import { AssignmentsTable } from './assignments-table';

// The drawer and its item editors load when an assignment is opened, not with the list.
const AssignmentDrawer = dynamic(() => import('./assignment-drawer').then((m) => m.AssignmentDrawer), { ssr: false });

/** Who holds which packet, how far along, and what is overdue; assign from here or from a packet. */
export function AssignmentsTab({ query, update }: { query: OnboardingQuery; update: (p: Patch) => void }) {
  const t = useTranslations('onboarding.assignments');
  const [assigning, setAssigning] = useState(0);
  const path = withQuery(P.assignments, {
    packet_id: query.packetFilter ?? undefined,
    status: query.status === 'all' ? undefined : query.status,
    search: query.search || undefined,
    page: query.page,
    per_page: query.perPage,
  });
  const { data, error, isLoading, mutate } = useOnboarding<List<AssignmentRow>>(path, { keepPreviousData: true });
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
        onOpen={(id) => update({ assignment: id })}
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
      <AssignDialog key={assigning} open={assigning > 0} onClose={() => setAssigning(0)} packetId={query.packetFilter} />
      {query.assignment ? (
        <AssignmentDrawer key={query.assignment} id={query.assignment} onClose={() => update({ assignment: null })} />
      ) : null}
    </>
  );
}
