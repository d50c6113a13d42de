'use client';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { DataTable, type ListTableProps } from '@/components/ui/data-table/data-table';
import type { Format } from '@/lib/browser/format';
import type { OrderRow } from '@/lib/orders/schema';
import { FillProgress, OrderStatusBadge } from './status-badge';
import { useDaysSummary } from './use-days-summary';

/** Orders with their fill progress; the position opens the detail panel (keyboard), as does a row click. */
export function OrdersTable({ fmt, onOpen, ...props }: ListTableProps<OrderRow> & { fmt: Format; onOpen: (id: string) => void }) {
  const t = useTranslations('orders.table');
  const days = useDaysSummary();
  const columns = useMemo(
    (): ColumnDef<OrderRow>[] => [
      {
        id: 'position',
        header: t('position'),
        enableHiding: false,
        enableSorting: true,
        cell: ({ row: { original: o } }) => (
          <button
            type="button"
            onClick={() => onOpen(o._id)}
            className="rounded text-start font-medium text-slate-900 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand/40"
          >
            {o.position}
          </button>
        ),
      },
      { id: 'company', header: t('company'), enableSorting: true, cell: ({ row }) => row.original.company_name },
      { id: 'location', header: t('location'), cell: ({ row }) => row.original.location_name },
      {
        // The API's sort field: the dates column orders by its start.
        id: 'start_date',
        header: t('dates'),
        enableSorting: true,
        sortDescFirst: true,
        meta: { className: 'whitespace-nowrap' },
        cell: ({ row: { original: o } }) => (
          <>
            <div>{`${fmt.date(o.start_date)} – ${o.end_date ? fmt.date(o.end_date) : t('openEnded')}`}</div>
            {o.work_dates ? <div className="text-xs text-slate-700">{days(o.work_dates)}</div> : null}
          </>
        ),
      },
      { id: 'filled', header: t('filled'), cell: ({ row: { original: o } }) => <FillProgress filled={o.filled} headcount={o.headcount} /> },
      { id: 'status', header: t('status'), enableSorting: true, cell: ({ row }) => <OrderStatusBadge status={row.original.status} /> },
      { id: 'createdBy', header: t('createdBy'), cell: ({ row }) => row.original.created_by_name ?? '—' },
    ],
    [t, fmt, onOpen, days],
  );
  return (
    <DataTable
      {...props}
      columns={columns}
      getRowId={(o) => o._id}
      columnMenu
      rowProps={(o) => ({
        'data-testid': 'order-row',
        className: 'cursor-pointer',
        onClick: (e) => {
          if (!(e.target as HTMLElement).closest('button')) onOpen(o._id);
        },
      })}
    />
  );
}
