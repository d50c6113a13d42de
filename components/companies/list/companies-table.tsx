'use client';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useMemo } from 'react';
import { DataTable, type ListTableProps } from '@/components/ui/data-table/data-table';
import { useFormat } from '@/lib/browser/format';
import type { CompanyRow } from '@/lib/companies/schema';
import { useDetailHref } from '@/lib/url-state/use-back';
import { CompanyStatusBadge } from '../status-badge';

const linkClass =
  'text-slate-900 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand/40';
const rowProps = () => ({ 'data-testid': 'company-row' });

/** The name is a real link: keyboard, middle-click and "open in new tab" work as people expect. */
export function CompaniesTable(props: ListTableProps<CompanyRow>) {
  const t = useTranslations('companies.list.columns');
  const fmt = useFormat();
  // The link carries the list as it is now, so the detail's back link returns to it.
  const hrefOf = useDetailHref('/companies');
  const columns = useMemo(
    (): ColumnDef<CompanyRow>[] => [
      {
        id: 'name',
        header: t('name'),
        enableHiding: false,
        enableSorting: true,
        meta: { className: 'font-medium' },
        cell: ({ row: { original: r } }) => (
          <Link href={hrefOf(`/company/${r._id}`)} className={linkClass}>
            {r.name}
          </Link>
        ),
      },
      { id: 'industry', header: t('industry'), cell: ({ row }) => row.original.industry ?? '—' },
      { id: 'status', header: t('status'), enableSorting: true, cell: ({ row }) => <CompanyStatusBadge status={row.original.status} /> },
      { id: 'locations', header: t('locations'), meta: { numeric: true }, cell: ({ row }) => fmt.count(row.original.locations_count) },
      { id: 'contacts', header: t('contacts'), meta: { numeric: true }, cell: ({ row }) => fmt.count(row.original.contacts_count) },
      { id: 'placements', header: t('placements'), meta: { numeric: true }, cell: ({ row }) => fmt.count(row.original.active_placements) },
    ],
    [t, fmt, hrefOf],
  );
  return <DataTable {...props} columns={columns} getRowId={(r) => r._id} rowProps={rowProps} columnMenu />;
}
