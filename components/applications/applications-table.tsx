'use client';
import type { ColumnDef } from '@tanstack/react-table';
import Link from 'next/link';
import { useFormatter, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type ListTableProps } from '@/components/ui/data-table/data-table';
import type { ApplicationRow } from '@/lib/applications/schema';
import { useDetailHref } from '@/lib/url-state/use-back';
import { StatusSelect } from './status-select';

const rowProps = () => ({ 'data-testid': 'application-row' });

/** Applications, newest first: the candidate links to their application view; status changes inline. */
export function ApplicationsTable({ onPlace, ...props }: ListTableProps<ApplicationRow> & { onPlace: (app: ApplicationRow) => void }) {
  const t = useTranslations('applications');
  const format = useFormatter();
  // The link carries the list as it is now, so the detail's back link returns to it.
  const hrefOf = useDetailHref('/applications');
  const columns = useMemo(
    (): ColumnDef<ApplicationRow>[] => [
      {
        id: 'candidate',
        header: t('columns.candidate'),
        enableHiding: false,
        enableSorting: true,
        cell: ({ row: { original: a } }) => (
          <>
            <Link
              href={hrefOf(`/applications/${a.candidate_id}`)}
              className="font-medium text-slate-900 underline-offset-2 hover:underline"
            >
              {a.candidate_name}
            </Link>
            <span className="block text-xs text-slate-600">{a.candidate_email}</span>
          </>
        ),
      },
      {
        id: 'job',
        header: t('columns.job'),
        cell: ({ row: { original: a } }) =>
          a.job_id ? (
            <Link href={`/jobs-v2/${a.job_id}`} className="underline-offset-2 hover:underline">
              {a.job_title}
            </Link>
          ) : (
            <span className="text-slate-600">{t('noJob')}</span>
          ),
      },
      { id: 'source', header: t('columns.source'), cell: ({ row }) => row.original.source },
      { id: 'status', header: t('columns.status'), cell: ({ row }) => <StatusSelect app={row.original} /> },
      {
        id: 'applied',
        header: t('columns.applied'),
        enableSorting: true,
        sortDescFirst: true,
        meta: { className: 'whitespace-nowrap' },
        cell: ({ row }) => format.dateTime(new Date(row.original.created_at), { dateStyle: 'medium' }),
      },
      {
        id: 'actions',
        header: () => <span className="sr-only">{t('columns.actions')}</span>,
        enableHiding: false,
        meta: { className: 'whitespace-nowrap text-end' },
        cell: ({ row: { original: a } }) => (
          <>
            <Button size="sm" variant="ghost" asChild>
              <Link href={`/applications/update/${a.candidate_id}`} aria-label={t('editFor', { name: a.candidate_name })}>
                {t('edit')}
              </Link>
            </Button>
            {/* A placed application offers no second "Place": the server would refuse it anyway (issue 22 §3). */}
            {a.placement_id ? (
              <Badge tone="success" className="ms-2">
                <span aria-hidden>{t('placed')}</span>
                <span className="sr-only">{t('placedFor', { name: a.candidate_name })}</span>
              </Badge>
            ) : (
              <Button size="sm" variant="outline" onClick={() => onPlace(a)} aria-label={t('placeFor', { name: a.candidate_name })}>
                {t('placeAction')}
              </Button>
            )}
          </>
        ),
      },
    ],
    // TanStack renders each cell function as a component: new columns remount every cell (an open select
    // would close), so they depend on nothing that changes while the list is on screen.
    [t, format, onPlace, hrefOf],
  );
  return <DataTable {...props} columns={columns} getRowId={(a) => a._id} rowProps={rowProps} columnMenu />;
}
