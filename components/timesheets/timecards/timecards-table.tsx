'use client';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { DataTable, type ListTableProps } from '@/components/ui/data-table/data-table';
import type { Format } from '@/lib/browser/format';
import type { TimecardRow } from '@/lib/timesheets/schema';

const rowId = (r: TimecardRow) => r._id;
const rowProps = () => ({ 'data-testid': 'timecard-row' });

export function TimecardsTable({ fmt, ...props }: ListTableProps<TimecardRow> & { fmt: Format }) {
  const t = useTranslations('timesheets.timecards');
  const tc = useTranslations('timesheets.columns');
  const columns = useMemo(
    (): ColumnDef<TimecardRow>[] => [
      {
        id: 'worker',
        header: tc('worker'),
        enableHiding: false,
        enableSorting: true,
        meta: { className: 'font-medium text-slate-900' },
        cell: ({ row }) => row.original.worker_name,
      },
      { id: 'company', header: tc('company'), cell: ({ row }) => row.original.company_name },
      { id: 'location', header: tc('location'), enableSorting: true, cell: ({ row }) => row.original.location_name },
      { id: 'position', header: t('position'), cell: ({ row }) => row.original.position },
      {
        // The API's sort field: the In column orders by the clock-in.
        id: 'clock_in',
        header: t('in'),
        enableSorting: true,
        sortDescFirst: true,
        meta: { className: 'whitespace-nowrap tabular-nums' },
        cell: ({ row }) => fmt.siteStamp(row.original.clock_in, row.original.location_timezone),
      },
      {
        id: 'out',
        header: t('out'),
        meta: { className: 'whitespace-nowrap tabular-nums' },
        cell: ({ row: { original: r } }) =>
          r.clock_out ? fmt.siteStamp(r.clock_out, r.location_timezone) : <span className="font-medium text-amber-900">{t('open')}</span>,
      },
      { id: 'break', header: t('break'), meta: { numeric: true }, cell: ({ row }) => t('minutes', { count: row.original.break_minutes }) },
      { id: 'hours', header: t('hours'), meta: { numeric: true }, cell: ({ row }) => fmt.hours(row.original.hours) },
      { id: 'source', header: t('source'), cell: ({ row }) => t(`sources.${row.original.source}`) },
    ],
    [t, tc, fmt],
  );
  return <DataTable {...props} columns={columns} getRowId={rowId} rowProps={rowProps} columnMenu />;
}
