'use client';
import type { ColumnDef } from '@tanstack/react-table';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { DataTable, type ListTableProps } from '@/components/ui/data-table/data-table';
import type { Format } from '@/lib/browser/format';
import type { InvoiceRow } from '@/lib/invoices/schema';
import { useMoneyText } from './money-text';
import { InvoiceStatusBadge } from './status-badge';

/** The invoice list: the number (or "Draft") opens the invoice; amounts in each invoice's currency. */
export function InvoicesTable({ fmt, ...props }: ListTableProps<InvoiceRow> & { fmt: Format }) {
  const t = useTranslations('invoices.table');
  const money = useMoneyText();
  const columns = useMemo(
    (): ColumnDef<InvoiceRow>[] => [
      {
        id: 'number',
        header: t('number'),
        enableHiding: false,
        enableSorting: true,
        cell: ({ row: { original: i } }) => (
          <Link
            href={`/invoices/${i._id}`}
            className="rounded font-medium text-slate-900 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand/40"
          >
            {i.number ?? t('draftNumber')}
          </Link>
        ),
      },
      {
        id: 'client',
        header: t('client'),
        cell: ({ row: { original: i } }) => (
          <>
            <div>{i.company_name}</div>
            {i.location_name || i.worker_name ? <div className="text-xs text-slate-700">{i.location_name ?? i.worker_name}</div> : null}
          </>
        ),
      },
      {
        id: 'period',
        header: t('period'),
        meta: { className: 'whitespace-nowrap' },
        cell: ({ row: { original: i } }) => fmt.week(i.period_from, i.period_to),
      },
      { id: 'status', header: t('status'), cell: ({ row }) => <InvoiceStatusBadge status={row.original.status} /> },
      { id: 'lines', header: t('lines'), meta: { numeric: true }, cell: ({ row }) => fmt.count(row.original.line_count) },
      {
        id: 'total_cents',
        header: t('totalColumn'),
        enableSorting: true,
        sortDescFirst: true,
        meta: { numeric: true },
        cell: ({ row: { original: i } }) => money(i.total_cents, i.currency),
      },
      {
        id: 'balance',
        header: t('balance'),
        meta: { numeric: true },
        cell: ({ row: { original: i } }) => money(i.balance_cents, i.currency),
      },
      {
        id: 'due_on',
        header: t('due'),
        enableSorting: true,
        meta: { className: 'whitespace-nowrap' },
        cell: ({ row: { original: i } }) => (i.due_on ? fmt.date(i.due_on) : '—'),
      },
      {
        id: 'created_at',
        header: t('created'),
        enableSorting: true,
        sortDescFirst: true,
        meta: { className: 'whitespace-nowrap' },
        cell: ({ row }) => fmt.stamp(row.original.created_at),
      },
    ],
    [t, fmt, money],
  );
  return <DataTable {...props} columns={columns} getRowId={(i) => i._id} columnMenu rowProps={() => ({ 'data-testid': 'invoice-row' })} />;
}
