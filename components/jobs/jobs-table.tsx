'use client';
import type { ColumnDef } from '@tanstack/react-table';
import Link from 'next/link';
import { useFormatter, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { DataTable, type ListTableProps } from '@/components/ui/data-table/data-table';
import type { JobRow } from '@/lib/jobs/schema';
import { useDetailHref } from '@/lib/url-state/use-back';
import { JobStatusBadge } from './job-status-badge';

const rowProps = () => ({ 'data-testid': 'job-row' });

/** The job list: each title links to its details page. */
export function JobsTable(props: ListTableProps<JobRow>) {
  const t = useTranslations('jobs');
  const format = useFormatter();
  // The link carries the list as it is now, so the job's back link returns to it.
  const hrefOf = useDetailHref('/jobs-v2');
  const columns = useMemo(
    (): ColumnDef<JobRow>[] => [
      {
        id: 'title',
        header: t('fields.title'),
        enableHiding: false,
        cell: ({ row: { original: j } }) => (
          <Link href={hrefOf(`/jobs-v2/${j._id}`)} className="font-medium text-slate-900 underline-offset-2 hover:underline">
            {j.title}
          </Link>
        ),
      },
      {
        id: 'place',
        header: t('fields.place'),
        cell: ({ row: { original: j } }) => (
          <>
            {j.company_name ?? '—'}
            <span className="block text-xs text-slate-600">{j.location_name ?? ''}</span>
          </>
        ),
      },
      { id: 'position', header: t('fields.position'), cell: ({ row }) => row.original.position },
      { id: 'status', header: t('fields.status'), cell: ({ row }) => <JobStatusBadge status={row.original.status} /> },
      {
        id: 'applications',
        header: t('fields.applications'),
        meta: { numeric: true },
        cell: ({ row }) => format.number(row.original.application_count),
      },
      {
        id: 'created',
        header: t('fields.created'),
        meta: { className: 'whitespace-nowrap' },
        cell: ({ row }) => format.dateTime(new Date(row.original.created_at), { dateStyle: 'medium' }),
      },
    ],
    [t, format, hrefOf],
  );
  return <DataTable {...props} columns={columns} getRowId={(j) => j._id} rowProps={rowProps} columnMenu />;
}
