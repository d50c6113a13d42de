'use client';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { instantColumn, numberColumn, textColumn } from '@/components/ui/data-table/columns';
import { DataTable } from '@/components/ui/data-table/data-table';
import type { WhoWorkedRow } from '@/lib/timesheets/schema';
import { useFormatters } from './format';

const rowProps = () => ({ 'data-testid': 'history-row' });
const rowId = (r: WhoWorkedRow) => `${r.user_id}:${r.location_id}:${r.position}`;
const byWorker = (r: WhoWorkedRow) => r.worker_name;
// A missing last_out means "still clocked in": it sorts as the latest time.
const lastOut = (r: WhoWorkedRow) => (r.last_out === null ? Number.POSITIVE_INFINITY : Date.parse(r.last_out));

/** Who worked, sortable by any column on the client (the endpoint returns the whole range), with totals below. */
export function HistoryTable({ rows, totalHours, caption }: { rows: WhoWorkedRow[]; totalHours: number; caption: string }) {
  const t = useTranslations('whosWorking.history');
  const f = useFormatters();
  const columns = useMemo(
    (): ColumnDef<WhoWorkedRow>[] => [
      textColumn('worker_name', t('worker'), byWorker, { meta: { className: 'font-medium text-slate-900' } }),
      textColumn('company_name', t('company'), (r) => r.company_name),
      textColumn('location_name', t('location'), (r) => r.location_name),
      textColumn('position', t('position'), (r) => r.position),
      instantColumn(
        'first_in',
        t('firstIn'),
        (r) => r.first_in,
        (at, r) => f.siteStamp(at, r.location_timezone),
      ),
      {
        id: 'last_out',
        header: t('lastOut'),
        accessorFn: lastOut,
        enableSorting: true,
        sortDescFirst: false,
        meta: { className: 'whitespace-nowrap tabular-nums' },
        cell: ({ row: { original: r } }) =>
          r.last_out ? (
            <time dateTime={r.last_out}>{f.siteStamp(r.last_out, r.location_timezone)}</time>
          ) : (
            <span className="text-slate-700">{t('stillIn')}</span>
          ),
      },
      numberColumn('timecards', t('timecards'), (r) => r.timecards, f.count),
      numberColumn('hours', t('hours'), (r) => r.hours, f.hours),
    ],
    [t, f],
  );
  const timecards = rows.reduce((n, r) => n + r.timecards, 0);
  return (
    <DataTable
      rows={rows}
      columns={columns}
      getRowId={rowId}
      caption={caption}
      testId="history-table"
      rowProps={rowProps}
      sort={{ mode: 'client', initial: [{ id: 'worker_name', desc: false }], tie: byWorker }}
      footer={
        <tr>
          <th scope="row" colSpan={6} className="px-4 py-2.5 text-start font-semibold text-slate-900">
            {t('total')} <span className="font-normal text-slate-700">· {t('people', { count: rows.length })}</span>
          </th>
          <td className="px-4 py-2.5 text-end font-semibold tabular-nums">{f.count(timecards)}</td>
          <td className="px-4 py-2.5 text-end font-semibold tabular-nums" data-testid="total-hours">
            {f.hours(totalHours)}
          </td>
        </tr>
      }
    />
  );
}
