'use client';
import type { ColumnDef } from '@tanstack/react-table';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { Badge } from '@/components/ui/badge';
import { DataTable, type ListTableProps } from '@/components/ui/data-table/data-table';
import type { ContactRow } from '@/lib/contacts/schema';
import { useDetailHref } from '@/lib/url-state/use-back';

const linkClass =
  'text-slate-900 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand/40';
const rowProps = () => ({ 'data-testid': 'contact-row' });

export function ContactsTable(props: ListTableProps<ContactRow>) {
  const t = useTranslations('contacts.list.columns');
  const ts = useTranslations('contacts.status');
  // The link carries the list as it is now, so the detail's back link returns to it.
  const hrefOf = useDetailHref('/contacts');
  const columns = useMemo(
    (): ColumnDef<ContactRow>[] => [
      {
        id: 'name',
        header: t('name'),
        enableHiding: false,
        enableSorting: true,
        meta: { className: 'font-medium' },
        cell: ({ row: { original: r } }) => (
          <Link href={hrefOf(`/contacts/${r._id}`)} className={linkClass}>
            {r.last_name}, {r.first_name}
          </Link>
        ),
      },
      {
        id: 'company',
        header: t('company'),
        enableSorting: true,
        cell: ({ row: { original: r } }) => (
          <Link href={`/company/${r.company_id}`} className={linkClass}>
            {r.company_name}
          </Link>
        ),
      },
      { id: 'jobTitle', header: t('jobTitle'), cell: ({ row }) => row.original.title ?? '—' },
      { id: 'email', header: t('email'), enableSorting: true, meta: { className: 'break-all' }, cell: ({ row }) => row.original.email },
      { id: 'phone', header: t('phone'), meta: { className: 'whitespace-nowrap' }, cell: ({ row }) => row.original.phone ?? '—' },
      { id: 'locations', header: t('locations'), meta: { numeric: true }, cell: ({ row }) => row.original.locations_count },
      {
        id: 'status',
        header: t('status'),
        cell: ({ row: { original: r } }) =>
          r.archived_at ? (
            <Badge>{ts('archived')}</Badge>
          ) : r.portal_access ? (
            <Badge tone="success">{ts('portal')}</Badge>
          ) : (
            <Badge tone="info">{ts('active')}</Badge>
          ),
      },
    ],
    [t, ts, hrefOf],
  );
  return <DataTable {...props} columns={columns} getRowId={(r) => r._id} rowProps={rowProps} columnMenu />;
}
