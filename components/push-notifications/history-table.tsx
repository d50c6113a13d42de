'use client';
import type { ColumnDef } from '@tanstack/react-table';
import { useFormatter, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { Button } from '@/components/ui/button';
import { DataTable, type ListTableProps } from '@/components/ui/data-table/data-table';
import { cn } from '@/lib/cn';
import type { NotificationRow } from '@/lib/push-notifications/schema';
import { PushStatusBadge } from './status-badge';

const rowProps = () => ({ 'data-testid': 'push-row' });

/** When it went out, or when it will: the time people care about for each state. */
const whenOf = (r: NotificationRow) =>
  r.status === 'scheduled' || r.status === 'cancelled' ? r.scheduled_at : (r.sent_at ?? r.scheduled_at);

/** History rows: status, audience, time and delivery counts; the title opens the detail, scheduled rows can be cancelled. */
export function HistoryTable({
  onOpen,
  onCancel,
  ...props
}: ListTableProps<NotificationRow> & { onOpen: (id: string) => void; onCancel: (row: NotificationRow) => void }) {
  const t = useTranslations('pushNotifications');
  const format = useFormatter();
  const columns = useMemo((): ColumnDef<NotificationRow>[] => {
    const stamp = (iso: string | null) => (iso ? format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' }) : '—');
    const pct = (r: NotificationRow) =>
      r.recipient_count ? format.number(r.delivered_count / r.recipient_count, { style: 'percent', maximumFractionDigits: 0 }) : '—';
    return [
      {
        id: 'title',
        header: t('history.title'),
        enableSorting: true,
        enableHiding: false,
        meta: { className: 'max-w-64' },
        cell: ({ row: { original: r } }) => (
          <button
            type="button"
            onClick={() => onOpen(r._id)}
            className="truncate text-start font-medium text-slate-900 underline-offset-2 hover:underline focus:outline-none focus:ring-2 focus:ring-brand/30"
          >
            {r.title}
          </button>
        ),
      },
      {
        id: 'status',
        header: t('history.status'),
        enableSorting: true,
        cell: ({ row }) => <PushStatusBadge status={row.original.status} />,
      },
      {
        id: 'audience',
        header: t('history.audience'),
        meta: { className: 'whitespace-nowrap' },
        cell: ({ row: { original: r } }) =>
          `${t(`audience.${r.audience.type}`)}${r.audience.type === 'all' ? '' : ` (${format.number(r.audience.ids.length)})`}`,
      },
      {
        id: 'when',
        header: t('history.when'),
        enableSorting: true,
        sortDescFirst: true,
        meta: { className: 'whitespace-nowrap' },
        cell: ({ row }) => stamp(whenOf(row.original)),
      },
      {
        id: 'recipients',
        header: t('history.recipients'),
        meta: { numeric: true },
        cell: ({ row }) => format.number(row.original.recipient_count),
      },
      {
        id: 'delivered',
        header: t('history.delivered'),
        meta: { numeric: true, className: 'whitespace-nowrap' },
        cell: ({ row: { original: r } }) => (
          <>
            {format.number(r.delivered_count)} <span className="text-xs text-slate-600">({pct(r)})</span>
          </>
        ),
      },
      {
        id: 'failed',
        header: t('history.failed'),
        meta: { numeric: true },
        cell: ({ row: { original: r } }) => (
          <span className={cn(r.failed_count > 0 && 'font-semibold text-red-800')}>{format.number(r.failed_count)}</span>
        ),
      },
      { id: 'read', header: t('history.read'), meta: { numeric: true }, cell: ({ row }) => format.number(row.original.read_count) },
      {
        id: 'actions',
        header: () => <span className="sr-only">{t('history.actions')}</span>,
        enableHiding: false,
        meta: { className: 'text-end' },
        cell: ({ row: { original: r } }) =>
          r.status === 'scheduled' ? (
            <Button size="sm" variant="outline" onClick={() => onCancel(r)}>
              {t('history.cancel')}
              <span className="sr-only">: {r.title}</span>
            </Button>
          ) : null,
      },
    ];
  }, [t, format, onOpen, onCancel]);
  return <DataTable {...props} columns={columns} getRowId={(r) => r._id} rowProps={rowProps} columnMenu />;
}
