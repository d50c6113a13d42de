'use client';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { DataTable, type ListTableProps } from '@/components/ui/data-table/data-table';
import type { Format } from '@/lib/browser/format';
import type { PlacementRow } from '@/lib/placements/schema';
import { PlacementStatusBadge } from './status-badge';

/**
 * The placements table. The candidate's name is a button that opens the detail panel, so the row is
 * reachable by keyboard; a click anywhere on the row does the same for the mouse.
 */
export function PlacementsTable({
  showPay,
  fmt,
  onOpen,
  ...props
}: ListTableProps<PlacementRow> & { showPay: boolean; fmt: Format; onOpen: (id: string) => void }) {
  const t = useTranslations('placements.table');
  const columns = useMemo(
    (): ColumnDef<PlacementRow>[] => [
      {
        id: 'candidate',
        header: t('candidate'),
        enableHiding: false,
        enableSorting: true,
        cell: ({ row: { original: r } }) => (
          <button
            type="button"
            onClick={() => onOpen(r._id)}
            className="rounded text-start font-medium text-slate-900 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand/40"
          >
            {r.candidate_name}
          </button>
        ),
      },
      { id: 'company', header: t('company'), enableSorting: true, cell: ({ row }) => row.original.company_name },
      { id: 'location', header: t('location'), cell: ({ row }) => row.original.location_name },
      { id: 'position', header: t('position'), cell: ({ row }) => row.original.position },
      {
        // The API's sort field: the dates column orders by its start.
        id: 'start_date',
        header: t('dates'),
        enableSorting: true,
        sortDescFirst: true,
        meta: { className: 'whitespace-nowrap' },
        cell: ({ row: { original: r } }) => `${fmt.date(r.start_date)} – ${r.end_date ? fmt.date(r.end_date) : t('openEnded')}`,
      },
      { id: 'billRate', header: t('billRate'), meta: { numeric: true }, cell: ({ row }) => fmt.money(row.original.bill_rate) },
      ...(showPay
        ? [
            {
              id: 'payRate',
              header: t('payRate'),
              meta: { numeric: true },
              cell: ({ row }) => fmt.money(row.original.pay_rate),
            } satisfies ColumnDef<PlacementRow>,
          ]
        : []),
      { id: 'status', header: t('status'), cell: ({ row }) => <PlacementStatusBadge status={row.original.status} /> },
    ],
    [t, fmt, showPay, onOpen],
  );
  return (
    <DataTable
      {...props}
      columns={columns}
      getRowId={(r) => r._id}
      columnMenu
      rowProps={(r) => ({
        'data-testid': 'placement-row',
        className: 'cursor-pointer',
        onClick: (e) => {
          if (!(e.target as HTMLElement).closest('button')) onOpen(r._id);
        },
      })}
    />
  );
}
