'use client';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useMemo } from 'react';
import { DataTable, type ListTableProps } from '@/components/ui/data-table/data-table';
import { useFormat } from '@/lib/browser/format';
import type { CandidateRow } from '@/lib/candidates/schema';
import { useDetailHref } from '@/lib/url-state/use-back';
import { StatusBadge } from '../status-badge';

const rowProps = () => ({ 'data-testid': 'candidate-row' });

/** The name is a real link: keyboard, middle-click and "open in new tab" work as people expect. */
export function CandidatesTable(props: ListTableProps<CandidateRow>) {
  const t = useTranslations('candidates.list.columns');
  const tc = useTranslations('candidates.common');
  const fmt = useFormat();
  // The link carries the list as it is now, so the candidate's back link returns to it.
  const hrefOf = useDetailHref('/candidates');
  const columns = useMemo(
    (): ColumnDef<CandidateRow>[] => [
      {
        id: 'name',
        header: t('name'),
        enableHiding: false,
        meta: { className: 'font-medium' },
        cell: ({ row: { original: r } }) => (
          <Link
            href={hrefOf(`/candidates/${r._id}`)}
            className="text-slate-900 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand/40"
          >
            {`${r.last_name}, ${r.first_name}`}
          </Link>
        ),
      },
      { id: 'email', header: t('email'), meta: { className: 'break-all' }, cell: ({ row }) => row.original.email },
      { id: 'phone', header: t('phone'), meta: { className: 'whitespace-nowrap' }, cell: ({ row }) => row.original.phone ?? '—' },
      { id: 'city', header: t('city'), cell: ({ row }) => row.original.city ?? '—' },
      { id: 'status', header: t('status'), cell: ({ row }) => <StatusBadge status={row.original.status} /> },
      { id: 'placed', header: t('placed'), cell: ({ row }) => (row.original.has_placement ? tc('yes') : tc('no')) },
      { id: 'added', header: t('added'), meta: { className: 'whitespace-nowrap' }, cell: ({ row }) => fmt.date(row.original.created_at) },
    ],
    [t, tc, fmt, hrefOf],
  );
  return <DataTable {...props} columns={columns} getRowId={(r) => r._id} rowProps={rowProps} columnMenu />;
}
