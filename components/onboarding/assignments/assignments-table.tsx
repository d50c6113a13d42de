'use client';
import type { ColumnDef } from '@tanstack/react-table';
import { useFormatter, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { Button } from '@/components/ui/button';
import { DataTable, type ListTableProps } from '@/components/ui/data-table/data-table';
import type { AssignmentRow } from '@/lib/onboarding/schema';
import { AssignmentStatusBadge, ProgressBar } from './progress';

const dayOf = (ymd: string) => new Date(`${ymd}T12:00:00Z`);

export function AssignmentsTable({ onOpen, ...props }: Omit<ListTableProps<AssignmentRow>, 'caption'> & { onOpen: (id: string) => void }) {
  const t = useTranslations('onboarding.assignments');
  const format = useFormatter();
  const columns = useMemo(
    (): ColumnDef<AssignmentRow>[] => [
      {
        id: 'candidate',
        header: t('candidate'),
        enableHiding: false,
        cell: ({ row: { original: r } }) => (
          <>
            <span className="block font-medium text-slate-900">{r.candidate_name}</span>
            <span className="block text-xs text-slate-700">{r.candidate_email}</span>
          </>
        ),
      },
      { id: 'packet', header: t('packet'), cell: ({ row }) => row.original.packet_name },
      {
        id: 'dueDate',
        header: t('dueDate'),
        cell: ({ row: { original: r } }) =>
          r.due_date ? (
            format.dateTime(dayOf(r.due_date), { dateStyle: 'medium', timeZone: 'UTC' })
          ) : (
            <span className="text-slate-600">{t('noDueDate')}</span>
          ),
      },
      {
        id: 'progress',
        header: t('progressLabel'),
        cell: ({ row: { original: r } }) => <ProgressBar done={r.progress.done} total={r.progress.total} />,
      },
      { id: 'status', header: t('status'), cell: ({ row }) => <AssignmentStatusBadge status={row.original.status} /> },
      {
        id: 'actions',
        header: () => <span className="sr-only">{t('actions')}</span>,
        enableHiding: false,
        meta: { className: 'text-end' },
        cell: ({ row: { original: r } }) => (
          <Button
            size="sm"
            variant="outline"
            onClick={() => onOpen(r._id)}
            aria-label={t('openNamed', { name: r.candidate_name, packet: r.packet_name })}
          >
            {t('open')}
          </Button>
        ),
      },
    ],
    [t, format, onOpen],
  );
  return <DataTable {...props} columns={columns} getRowId={(r) => r._id} caption={t('caption')} columnMenu />;
}
