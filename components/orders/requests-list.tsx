'use client';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { orderParams, requestListQuery } from '@/components/placements/url-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import type { Format } from '@/lib/browser/format';
import { useListData } from '@/lib/browser/use-list-data';
import { usePagedList } from '@/lib/browser/use-paged-list';
import { placementsRoutes } from '@/lib/contracts/routes/placements';
import { useListState } from '@/lib/url-state/use-list-state';
import type { PlacementRequest, RequestList } from './use-orders';
import { useDaysSummary } from './use-days-summary';

/** What a request asked for: the agency's position, or the form's "Other" text as typed. */
export const askedPosition = (r: Pick<PlacementRequest, 'position' | 'position_other'>) => r.position ?? r.position_other ?? '';

/**
 * Placement requests sent through the embeddable form; each can become an order (staff pick the client and
 * site). Paged through the URL like the orders view; `initial` is the server's first page.
 */
export function RequestsList({
  fmt,
  onCreateOrder,
  initial,
}: {
  fmt: Format;
  onCreateOrder: (r: PlacementRequest) => void;
  initial?: RequestList;
}) {
  const t = useTranslations('orders.requests');
  const tw = useTranslations('workRequests');
  const days = useDaysSummary();
  const [filter, update] = useListState(orderParams);
  const { data, error, isLoading, mutate } = useListData(placementsRoutes.placementRequests, { query: requestListQuery(filter) }, initial);
  const { rows, total, pagination } = usePagedList(data, filter.page, filter.perPage, update);
  const columns = useMemo(
    (): ColumnDef<PlacementRequest>[] => [
      {
        id: 'company',
        header: t('company'),
        meta: { className: 'font-medium text-slate-900' },
        cell: ({ row }) => row.original.company_name,
      },
      {
        id: 'contact',
        header: t('contact'),
        cell: ({ row: { original: r } }) => (
          <>
            <div>{r.contact_name}</div>
            <div className="text-xs text-slate-700">
              {r.email}
              {r.phone ? ` · ${r.phone}` : ''}
            </div>
          </>
        ),
      },
      {
        id: 'position',
        header: t('position'),
        cell: ({ row: { original: r } }) => r.position ?? tw('otherAsked', { text: r.position_other ?? '' }),
      },
      { id: 'headcount', header: t('headcount'), meta: { numeric: true }, cell: ({ row }) => row.original.headcount },
      {
        id: 'start',
        header: t('start'),
        meta: { className: 'whitespace-nowrap' },
        cell: ({ row: { original: r } }) => (
          <>
            <div>{r.end_date ? `${fmt.date(r.start_date)} – ${fmt.date(r.end_date)}` : fmt.date(r.start_date)}</div>
            {r.work_dates ? <div className="text-xs text-slate-700">{days(r.work_dates)}</div> : null}
          </>
        ),
      },
      { id: 'location', header: t('location'), cell: ({ row }) => row.original.location },
      {
        id: 'received',
        header: t('received'),
        meta: { className: 'whitespace-nowrap' },
        cell: ({ row: { original: r } }) => (
          <>
            <div>{fmt.stamp(r.created_at)}</div>
            <Badge tone={r.confirmed_at ? 'success' : 'warning'}>{t(r.confirmed_at ? 'confirmed' : 'unconfirmed')}</Badge>
          </>
        ),
      },
      {
        id: 'actions',
        header: () => <span className="sr-only">{t('actions')}</span>,
        cell: ({ row: { original: r } }) => (
          <Button
            size="sm"
            variant="outline"
            onClick={() => onCreateOrder(r)}
            aria-label={t('createOrderFor', { company: r.company_name, position: askedPosition(r) })}
          >
            {t('createOrder')}
          </Button>
        ),
      },
    ],
    [t, tw, fmt, onCreateOrder, days],
  );
  return (
    <DataTable
      columns={columns}
      rows={data ? rows : undefined}
      getRowId={(r) => r._id}
      caption={t('caption')}
      error={error}
      onRetry={() => void mutate()}
      loadingLabel={t('loading')}
      stale={isLoading}
      empty={<EmptyState title={t('empty.title')} body={t('empty.body')} />}
      pagination={pagination(t('total', { count: total }))}
    />
  );
}
