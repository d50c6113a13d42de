'use client';
import { useTranslations } from 'next-intl';
import type { KeyboardEvent, MouseEvent } from 'react';
import { Table, TBody, TD, TH, THead, TR } from '@/components/ui/table';
import type { Format } from '@/lib/browser/format';
import { cn } from '@/lib/cn';
import type { TimesheetRow, TimesheetSort } from '@/lib/timesheets/types';
import type { Column } from './columns';
import type { SortState } from './query';

const checkbox = 'h-4 w-4 cursor-pointer rounded disabled:cursor-not-allowed border-slate-400 accent-brand focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand/40';

/** Clicks on the row's own controls (checkbox, link) must not also open the timesheet. */
const fromControl = (e: MouseEvent | KeyboardEvent) => (e.target as HTMLElement).closest('input, a, button, label') !== null;

export function TimesheetsTable({ rows, columns, sort, onSort, selected, onToggle, onToggleAll, onOpen, caption, fmt, stale }: {
  rows: TimesheetRow[];
  columns: Column[];
  sort: SortState;
  onSort: (field: TimesheetSort) => void;
  selected: ReadonlySet<string>;
  onToggle: (id: string, on: boolean) => void;
  onToggleAll: (on: boolean) => void;
  onOpen: (id: string) => void;
  caption: string;
  fmt: Format;
  /** The rows of the previous filter, shown while the new ones load: readable, not selectable. */
  stale: boolean;
}) {
  const t = useTranslations('timesheets.table');
  const all = rows.length > 0 && rows.every((r) => selected.has(r._id));
  const some = rows.some((r) => selected.has(r._id));
  return (
    <Table caption={caption} fitViewport aria-busy={stale || undefined} className={stale ? 'opacity-60' : undefined}>
      <THead>
        <tr>
          <TH className="w-10">
            <input type="checkbox" className={checkbox} aria-label={t('selectAll')} checked={all} disabled={stale}
              ref={(el) => { if (el) el.indeterminate = some && !all; }}
              onChange={(e) => onToggleAll(e.target.checked)} />
          </TH>
          {columns.map((c) => {
            const active = c.sort === sort.field;
            return (
              <TH key={c.key} className={cn('whitespace-nowrap', c.numeric && 'text-end')}
                aria-sort={c.sort ? (active ? (sort.desc ? 'descending' : 'ascending') : 'none') : undefined}>
                {c.sort ? (
                  <button type="button" onClick={() => onSort(c.sort!)}
                    className={cn('inline-flex items-center gap-1 rounded font-semibold hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand/40', c.numeric && 'flex-row-reverse')}>
                    {c.header}
                    <span aria-hidden className={active ? 'text-slate-900' : 'text-slate-600'}>{active ? (sort.desc ? '↓' : '↑') : '↕'}</span>
                  </button>
                ) : c.header}
              </TH>
            );
          })}
        </tr>
      </THead>
      <TBody>
        {rows.map((r) => {
          const isSelected = selected.has(r._id);
          return (
            <TR key={r._id} tabIndex={0} data-testid="timesheet-row"
              className={cn('cursor-pointer focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand/50', isSelected && 'bg-brand-2/40')}
              onClick={(e) => { if (!fromControl(e)) onOpen(r._id); }}
              onKeyDown={(e) => {
                // Enter or Space on the focused row opens it, like a link; keys inside the checkbox keep their meaning.
                if (e.target !== e.currentTarget || (e.key !== 'Enter' && e.key !== ' ')) return;
                e.preventDefault();
                onOpen(r._id);
              }}>
              <TD className="w-10">
                <input type="checkbox" className={checkbox} checked={isSelected} disabled={stale}
                  aria-label={t('selectRow', { worker: r.worker_name, week: fmt.date(r.week_start) })}
                  onChange={(e) => onToggle(r._id, e.target.checked)} />
              </TD>
              {columns.map((c) => <TD key={c.key} className={cn(c.numeric && 'text-end tabular-nums')}>{c.cell(r)}</TD>)}
            </TR>
          );
        })}
      </TBody>
    </Table>
  );
}
