'use client';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { DataTable } from '@/components/ui/data-table/data-table';
import { useFormat } from '@/lib/browser/format';
import type { CandidateApplication } from '@/lib/candidates/schema';
import { StatusBadge } from '../status-badge';

/** A candidate's applications (job, status, source, date); shared by the tab and the application view's header. */
export function ApplicationsTable({ rows, caption }: { rows: CandidateApplication[]; caption: string }) {
  const t = useTranslations('candidates.applications');
  const fmt = useFormat();
  const columns = useMemo(
    (): ColumnDef<CandidateApplication>[] => [
      { id: 'job', header: t('columns.job'), meta: { className: 'font-medium' }, cell: ({ row }) => row.original.job_title ?? t('noJob') },
      { id: 'status', header: t('columns.status'), cell: ({ row }) => <StatusBadge status={row.original.status} /> },
      { id: 'source', header: t('columns.source'), cell: ({ row }) => row.original.source },
      {
        id: 'applied',
        header: t('columns.applied'),
        meta: { className: 'whitespace-nowrap' },
        cell: ({ row }) => fmt.date(row.original.created_at),
      },
    ],
    [t, fmt],
  );
  return <DataTable columns={columns} rows={rows} getRowId={(a) => a._id} caption={caption} />;
}
