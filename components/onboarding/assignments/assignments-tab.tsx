'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { withQuery } from '@/lib/browser/api';
import type { Patch } from '@/lib/browser/use-url-query';
import type { AssignmentRow } from '@/lib/onboarding/types';
import { P, useOnboarding, type List } from '../api';
import { DEFAULT_PER_PAGE, type OnboardingQuery } from '../url-state';
import { AssignDialog } from './assign-dialog';
import { AssignmentDrawer } from './assignment-drawer';
import { AssignmentFilters, CLEAR_FILTERS } from './assignment-filters';
import { AssignmentsTable } from './assignments-table';

/** Who holds which packet, how far along, and what is overdue; assign from here or from a packet. */
export function AssignmentsTab({ query, update }: { query: OnboardingQuery; update: (p: Patch) => void }) {
  const t = useTranslations('onboarding.assignments');
  const [assigning, setAssigning] = useState(0);
  const path = withQuery(P.assignments, {
    packet_id: query.packetFilter ?? undefined, status: query.status === 'all' ? undefined : query.status,
    search: query.search || undefined, page: query.page, per_page: query.perPage,
  });
  const { data, error, isLoading, mutate } = useOnboarding<List<AssignmentRow>>(path, { keepPreviousData: true });
  const filtered = Boolean(query.packetFilter || query.status !== 'all' || query.search);
  const total = data?.meta.totalItems ?? 0;
  const assignButton = <Button onClick={() => setAssigning((n) => n + 1)}>{t('assign')}</Button>;
  return (
    <>
      {isLoading ? <Spinner position="top" label={t('loading')} /> : null}
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <AssignmentFilters query={query} update={update} />
        <div className="pt-7">{assignButton}</div>
      </div>
      {error && !data ? (
        <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-6 text-center text-sm text-red-900">
          <p className="font-semibold">{t('loadFailed')}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void mutate()}>{t('retry')}</Button>
        </div>
      ) : !data ? <p aria-busy="true" className="rounded-lg border border-slate-200 bg-white p-10 text-center text-sm text-slate-700">{t('loading')}</p>
        : data.data.length === 0 ? (
          filtered
            ? <EmptyState title={t('noMatchTitle')} body={t('noMatchBody')} action={<Button variant="outline" onClick={() => update(CLEAR_FILTERS)}>{t('clear')}</Button>} />
            : <EmptyState title={t('emptyTitle')} body={t('emptyBody')} action={assignButton} />
        ) : (
          <>
            <AssignmentsTable rows={data.data} onOpen={(id) => update({ assignment: id })} />
            <Pagination page={query.page} perPage={query.perPage} total={total} totalLabel={t('total', { count: total })}
              onPage={(page) => update({ page: page > 1 ? page : null })}
              onPerPage={(n) => update({ per_page: n === DEFAULT_PER_PAGE ? null : n, page: null })} />
          </>
        )}
      <AssignDialog key={assigning} open={assigning > 0} onClose={() => setAssigning(0)} packetId={query.packetFilter} />
      {query.assignment ? <AssignmentDrawer key={query.assignment} id={query.assignment} onClose={() => update({ assignment: null })} /> : null}
    </>
  );
}
