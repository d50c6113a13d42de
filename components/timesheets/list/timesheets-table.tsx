'use client';
import type { ColumnDef, RowSelectionState, SortingState } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { useMemo, type KeyboardEvent, type MouseEvent } from 'react';
import { DataTable } from '@/components/ui/data-table/data-table';
import type { TablePagination } from '@/lib/browser/table-pagination';
import type { Format } from '@/lib/browser/format';
import type { TimesheetSort } from '@/lib/timesheets/types';
import type { TimesheetRow } from '@/lib/timesheets/schema';
import type { Column } from './columns';
import type { SortState } from './query';

/** Clicks on the row's own controls (checkbox, link) must not also open the timesheet. */
const fromControl = (e: MouseEvent | KeyboardEvent) => (e.target as HTMLElement).closest('input, a, button, label') !== null;

// Text columns read naturally A→Z; dates and amounts newest or largest first.
const ASCENDING_FIRST: readonly TimesheetSort[] = ['worker', 'location', 'status'];

export function TimesheetsTable({
  rows,
  columns,
  sort,
  onSort,
  selected,
  onSelect,
  onOpen,
  caption,
  fmt,
  stale,
  pagination,
}: {
  rows: TimesheetRow[];
  columns: Column[];
  sort: SortState;
  onSort: (sort: SortState) => void;
  selected: ReadonlySet<string>;
  onSelect: (ids: string[]) => void;
  onOpen: (id: string) => void;
  caption: string;
  fmt: Format;
  /** The rows of the previous filter, shown while the new ones load: readable, not selectable. */
  stale: boolean;
  pagination: TablePagination;
}) {
  const t = useTranslations('timesheets.table');
  const defs = useMemo(
    () =>
      columns.map((c): ColumnDef<TimesheetRow> => ({
        id: c.sort ?? c.key,
        header: c.header,
        enableSorting: Boolean(c.sort),
        sortDescFirst: c.sort ? !ASCENDING_FIRST.includes(c.sort) : undefined,
        meta: { numeric: c.numeric },
        cell: ({ row }) => c.cell(row.original),
      })),
    [columns],
  );
  const sorting: SortingState = [{ id: sort.field, desc: sort.desc }];
  const state: RowSelectionState = Object.fromEntries([...selected].map((id) => [id, true]));
  return (
    <DataTable
      columns={defs}
      rows={rows}
      getRowId={(r) => r._id}
      caption={caption}
      stale={stale}
      pagination={pagination}
      sort={{
        mode: 'server',
        state: sorting,
        onChange: ([s]) => {
          if (s) onSort({ field: s.id as TimesheetSort, desc: s.desc });
        },
      }}
      selection={{
        state,
        onChange: (next) => onSelect(Object.keys(next).filter((id) => next[id])),
        disabled: stale,
        allLabel: t('selectAll'),
        rowLabel: (r) => t('selectRow', { worker: r.worker_name, week: fmt.date(r.week_start) }),
      }}
      rowProps={(r) => ({
        tabIndex: 0,
        'data-testid': 'timesheet-row',
        className: 'cursor-pointer focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand/50',
        onClick: (e) => {
          if (!fromControl(e)) onOpen(r._id);
        },
        onKeyDown: (e) => {
          // Enter or Space on the focused row opens it, like a link; keys inside the checkbox keep their meaning.
          if (e.target !== e.currentTarget || (e.key !== 'Enter' && e.key !== ' ')) return;
          e.preventDefault();
          onOpen(r._id);
        },
      })}
    />
  );
}
