'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { Table, TBody, TD, TH, THead, TR } from '@/components/ui/table';
import { cn } from '@/lib/cn';
import type { WhoWorkedRow } from '@/lib/timesheets/types';
import { useFormatters } from './format';
import { HISTORY_COLUMNS, nextSort, sortHistory, type HistoryColumn, type SortState } from './history-sort';

const LABEL = {
  worker_name: 'worker', company_name: 'company', location_name: 'location', position: 'position',
  first_in: 'firstIn', last_out: 'lastOut', timecards: 'timecards', hours: 'hours',
} as const satisfies Record<HistoryColumn, string>;
const NUMERIC = new Set<HistoryColumn>(['timecards', 'hours']);

/** Who worked, sortable by any column; the header button is the control, aria-sort states the order. */
export function HistoryTable({ rows, totalHours, caption }: { rows: WhoWorkedRow[]; totalHours: number; caption: string }) {
  const t = useTranslations('whosWorking.history');
  const locale = useLocale();
  const f = useFormatters();
  const [sort, setSort] = useState<SortState>({ column: 'worker_name', dir: 'asc' });
  const sorted = useMemo(() => sortHistory(rows, sort, new Intl.Collator(locale, { sensitivity: 'base', numeric: true }).compare), [rows, sort, locale]);
  const timecards = rows.reduce((n, r) => n + r.timecards, 0);

  return (
    <Table caption={caption} data-testid="history-table">
      <THead>
        <tr>
          {HISTORY_COLUMNS.map((column) => {
            const active = sort.column === column;
            return (
              <TH key={column} aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : undefined} className={cn('whitespace-nowrap', NUMERIC.has(column) && 'text-end')}>
                <button type="button" onClick={() => setSort((s) => nextSort(s, column))}
                  className="inline-flex items-center gap-1 rounded font-semibold text-slate-700 hover:text-slate-900">
                  {t(LABEL[column])}
                  <span aria-hidden className={active ? 'text-slate-900' : 'text-slate-700'}>{active ? (sort.dir === 'asc' ? '▲' : '▼') : '↕'}</span>
                </button>
              </TH>
            );
          })}
        </tr>
      </THead>
      <TBody>
        {sorted.map((r) => (
          <TR key={`${r.user_id}:${r.location_id}:${r.position}`} data-testid="history-row">
            <TD className="font-medium text-slate-900">{r.worker_name}</TD>
            <TD>{r.company_name}</TD>
            <TD>{r.location_name}</TD>
            <TD>{r.position}</TD>
            <TD className="whitespace-nowrap tabular-nums"><time dateTime={r.first_in}>{f.stamp(r.first_in)}</time></TD>
            <TD className="whitespace-nowrap tabular-nums">
              {r.last_out ? <time dateTime={r.last_out}>{f.stamp(r.last_out)}</time> : <span className="text-slate-700">{t('stillIn')}</span>}
            </TD>
            <TD className="text-end tabular-nums">{f.count(r.timecards)}</TD>
            <TD className="text-end tabular-nums">{f.hours(r.hours)}</TD>
          </TR>
        ))}
      </TBody>
      <tfoot className="border-t-2 border-slate-200 bg-slate-50">
        <tr>
          <th scope="row" colSpan={6} className="px-4 py-2.5 text-start font-semibold text-slate-900">
            {t('total')} <span className="font-normal text-slate-700">· {t('people', { count: rows.length })}</span>
          </th>
          <TD className="text-end font-semibold tabular-nums">{f.count(timecards)}</TD>
          <TD className="text-end font-semibold tabular-nums" data-testid="total-hours">{f.hours(totalHours)}</TD>
        </tr>
      </tfoot>
    </Table>
  );
}
