'use client';
import { useLocale } from 'next-intl';
import { useMemo, useState, type ReactNode } from 'react';
import { Table, TBody, TD, TH, THead, TR } from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { nextSort, sortRows, type SortState } from './sort';

export type Column<T> = { key: keyof T & string; label: string; numeric?: boolean; render?: (row: T) => ReactNode };

type Props<T> = { rows: T[]; columns: Column<T>[]; caption: string; rowKey: (row: T) => string; initial: SortState<keyof T & string>; tie: keyof T & string; testId: string };

/** A table sortable by any column: the header button is the control, aria-sort states the order. */
export function SortableTable<T>({ rows, columns, caption, rowKey, initial, tie, testId }: Props<T>) {
  const locale = useLocale();
  const [sort, setSort] = useState(initial);
  const sorted = useMemo(() => sortRows(rows, sort, tie, new Intl.Collator(locale, { sensitivity: 'base', numeric: true }).compare), [rows, sort, tie, locale]);
  return (
    <Table caption={caption} data-testid={testId}>
      <THead>
        <tr>
          {columns.map((c) => {
            const active = sort.key === c.key;
            return (
              <TH key={c.key} aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : undefined} className={cn('whitespace-nowrap', c.numeric && 'text-end')}>
                <button type="button" onClick={() => setSort((s) => nextSort(s, c.key, Boolean(c.numeric)))}
                  className="inline-flex items-center gap-1 rounded font-semibold text-slate-700 hover:text-slate-900">
                  {c.label}
                  <span aria-hidden className="text-slate-700">{active ? (sort.dir === 'asc' ? '▲' : '▼') : '↕'}</span>
                </button>
              </TH>
            );
          })}
        </tr>
      </THead>
      <TBody>
        {sorted.map((row) => (
          <TR key={rowKey(row)}>
            {columns.map((c) => (
              <TD key={c.key} className={cn(c.numeric && 'text-end tabular-nums')}>{c.render ? c.render(row) : String(row[c.key] ?? '')}</TD>
            ))}
          </TR>
        ))}
      </TBody>
    </Table>
  );
}
