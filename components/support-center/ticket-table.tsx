'use client';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { DataTable, type ListTableProps } from '@/components/ui/data-table/data-table';
import type { Format } from '@/lib/browser/format';
import type { TicketRow } from '@/lib/helpdesk/schema';
import { PriorityBadge, TicketStatusBadge } from './ticket-badges';

const rowProps = () => ({ 'data-testid': 'ticket-row' });

/** One page of tickets; the subject is a button, so the thread opens from the keyboard too. */
export function TicketTable({
  fmt,
  showRaisedBy,
  onOpen,
  ...props
}: ListTableProps<TicketRow> & { fmt: Format; showRaisedBy: boolean; onOpen: (id: string) => void }) {
  const t = useTranslations('supportCenter.table');
  const columns = useMemo(
    (): ColumnDef<TicketRow>[] => [
      { id: 'number', header: t('number'), meta: { className: 'w-16 tabular-nums' }, cell: ({ row }) => `#${row.original.number}` },
      {
        id: 'subject',
        header: t('subject'),
        enableHiding: false,
        meta: { className: 'max-w-md' },
        cell: ({ row: { original: r } }) => (
          <button
            type="button"
            onClick={() => onOpen(r._id)}
            className="break-words text-start font-medium text-slate-900 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand/40"
          >
            {r.subject}
          </button>
        ),
      },
      { id: 'status', header: t('status'), cell: ({ row }) => <TicketStatusBadge status={row.original.status} /> },
      { id: 'priority', header: t('priority'), cell: ({ row }) => <PriorityBadge priority={row.original.priority} /> },
      ...(showRaisedBy
        ? [
            {
              id: 'raisedBy',
              header: t('raisedBy'),
              cell: ({ row }) => row.original.created_by?.name ?? t('formerUser'),
            } satisfies ColumnDef<TicketRow>,
          ]
        : []),
      {
        id: 'messages',
        header: t('messages'),
        meta: { className: 'tabular-nums' },
        cell: ({ row }) => fmt.count(row.original.message_count),
      },
      {
        id: 'updated',
        header: t('updated'),
        meta: { className: 'whitespace-nowrap' },
        cell: ({ row }) => fmt.stamp(row.original.updated_at),
      },
    ],
    [t, fmt, showRaisedBy, onOpen],
  );
  return <DataTable {...props} columns={columns} getRowId={(r) => r._id} rowProps={rowProps} />;
}
