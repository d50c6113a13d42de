'use client';
import {
  flexRender,
  functionalUpdate,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type RowSelectionState,
  type SortingState,
  type Updater,
  type VisibilityState,
} from '@tanstack/react-table';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useState, type HTMLAttributes, type ReactNode } from 'react';
import type { TablePagination } from '@/lib/browser/table-pagination';
import { cn } from '@/lib/cn';
import { Empty, LoadError, Loading } from '../load-states';
import { Pagination } from '../pagination';
import { byTie, emptyAsUndefined, localeSort } from './client-sort';
import { ColumnMenu } from './column-menu';
import './column-meta';
import { selectColumn } from './selection';
import { ariaSort, SortButton } from './sort-header';

/**
 * Sorting is either the server's (the table shows the order and reports clicks; the list's URL state holds it)
 * or the table's own over the rows it holds (`tie` orders equal cells, e.g. by name).
 */
type TableSort<T> =
  | { mode: 'server'; state: SortingState; onChange: (next: SortingState) => void }
  | { mode: 'client'; initial: SortingState; tie?: (row: T) => string };

type TableSelection<T> = {
  state: RowSelectionState;
  onChange: (next: RowSelectionState) => void;
  allLabel: string;
  rowLabel: (row: T) => string;
  disabled?: boolean;
};

type RowProps = HTMLAttributes<HTMLTableRowElement> & { 'data-testid'?: string };

export type DataTableProps<T> = {
  columns: ColumnDef<T>[];
  /** undefined until the first load answers. */
  rows: readonly T[] | undefined;
  getRowId: (row: T, index: number) => string;
  caption: string;
  testId?: string;
  error?: unknown;
  onRetry?: () => void;
  loadingLabel?: string;
  /** Shown instead of the table when there are no rows. */
  empty?: ReactNode;
  /** The previous rows, shown while new ones load: readable, marked busy. */
  stale?: boolean;
  sort?: TableSort<T>;
  selection?: TableSelection<T>;
  pagination?: TablePagination;
  /** A menu to show or hide columns (those with enableHiding not false). */
  columnMenu?: boolean;
  rowProps?: (row: T) => RowProps;
  /** A <tfoot> row or rows (totals). */
  footer?: ReactNode;
};

/** What a list's own table component takes: everything but its columns and row ids. */
export type ListTableProps<T> = Omit<DataTableProps<T>, 'columns' | 'getRowId'>;

/**
 * The columns as the table runs them: a new column sorts largest-first for numbers and A→Z for text, empty
 * values read as undefined (kept last), and a server-sorted column gets the placeholder value TanStack needs to
 * let it sort at all (the order itself comes from the server).
 */
export function withTableDefaults<T>(columns: readonly ColumnDef<T>[], client: boolean): ColumnDef<T>[] {
  return columns.map((c): ColumnDef<T> => ({
    ...c,
    sortDescFirst: c.sortDescFirst ?? Boolean(c.meta?.numeric),
    ...('accessorFn' in c && c.accessorFn
      ? { accessorFn: emptyAsUndefined(c.accessorFn) }
      : c.enableSorting && !client
        ? { accessorFn: () => undefined }
        : {}),
  }));
}

/**
 * Every list table of the portal: TanStack Table for sorting, selection and column visibility, one markup for
 * the header (sticky, sortable by keyboard, aria-sort), the rows, the load / error / empty states and paging.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { rows, error, onRetry, loadingLabel, empty, pagination } = props;
  const t = useTranslations('common.table');
  if (rows === undefined) return error ? <LoadError onRetry={onRetry ?? (() => undefined)} /> : <Loading label={loadingLabel} />;
  if (rows.length === 0) return <>{empty ?? <Empty>{t('noRows')}</Empty>}</>;
  return (
    <>
      <Grid {...props} rows={rows} />
      {pagination ? <Pagination {...pagination} /> : null}
    </>
  );
}

function Grid<T>({
  columns,
  rows,
  getRowId,
  caption,
  testId,
  stale,
  sort,
  selection,
  columnMenu,
  rowProps,
  footer,
}: DataTableProps<T> & { rows: readonly T[] }) {
  const locale = useLocale();
  const client = sort?.mode === 'client';
  const [ownSorting, setOwnSorting] = useState<SortingState>(sort?.mode === 'client' ? sort.initial : []);
  const [visibility, setVisibility] = useState<VisibilityState>({});
  const tie = sort?.mode === 'client' ? sort.tie : undefined;
  const data = useMemo(() => (client ? byTie(rows, tie, locale) : (rows as T[])), [client, rows, tie, locale]);
  const allColumns = useMemo(() => {
    const own = withTableDefaults(columns, client);
    return selection ? [selectColumn<T>(selection), ...own] : own;
  }, [columns, selection, client]);
  const sorting = sort?.mode === 'server' ? sort.state : ownSorting;
  // eslint-disable-next-line react-hooks/incompatible-library -- the React Compiler is off in this app; the table re-renders from its own state
  const table = useReactTable<T>({
    data,
    columns: allColumns,
    getRowId,
    getCoreRowModel: getCoreRowModel(),
    ...(client ? { getSortedRowModel: getSortedRowModel() } : {}),
    manualSorting: !client,
    enableMultiSort: false,
    enableSortingRemoval: false,
    defaultColumn: { enableSorting: false, sortUndefined: 'last', sortingFn: localeSort<T>(locale) },
    state: { sorting, columnVisibility: visibility, rowSelection: selection?.state ?? {} },
    enableRowSelection: Boolean(selection) && !selection?.disabled,
    onSortingChange: (u: Updater<SortingState>) => {
      if (sort?.mode === 'server') sort.onChange(functionalUpdate(u, sort.state));
      else setOwnSorting(u);
    },
    onRowSelectionChange: (u: Updater<RowSelectionState>) => selection?.onChange(functionalUpdate(u, selection.state)),
    onColumnVisibilityChange: setVisibility,
  });
  return (
    <div className="space-y-2">
      {columnMenu ? (
        <div className="flex justify-end">
          <ColumnMenu table={table} />
        </div>
      ) : null}
      {/* The frame scrolls both ways so the header can stay in view over long pages; it takes focus, so the
          keyboard can scroll it too. */}
      <div
        role="region"
        aria-label={caption}
        tabIndex={0}
        className="max-h-[75vh] overflow-auto rounded-lg border border-slate-200 bg-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand/40"
      >
        <table
          data-testid={testId}
          aria-busy={stale || undefined}
          className={cn('min-w-full divide-y divide-slate-200 text-sm', stale && 'opacity-60 transition-opacity')}
        >
          <caption className="sr-only">{caption}</caption>
          <thead className="sticky top-0 z-10 bg-slate-50 shadow-[0_1px_0_0_var(--color-slate-200)]">
            {table.getHeaderGroups().map((g) => (
              <tr key={g.id}>
                {g.headers.map((h) => {
                  const numeric = h.column.columnDef.meta?.numeric;
                  const content = h.isPlaceholder ? null : flexRender(h.column.columnDef.header, h.getContext());
                  return (
                    <th
                      key={h.id}
                      scope="col"
                      aria-sort={ariaSort(h)}
                      className={cn('whitespace-nowrap px-4 py-2.5 font-semibold text-slate-700', numeric ? 'text-end' : 'text-start')}
                    >
                      {h.column.getCanSort() ? <SortButton header={h}>{content}</SortButton> : content}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody className="divide-y divide-slate-100">
            {table.getRowModel().rows.map((row) => {
              const extra = rowProps?.(row.original) ?? {};
              return (
                <tr key={row.id} {...extra} className={cn('hover:bg-slate-50', row.getIsSelected() && 'bg-slate-100', extra.className)}>
                  {row.getVisibleCells().map((cell) => {
                    const meta = cell.column.columnDef.meta;
                    return (
                      <td
                        key={cell.id}
                        className={cn('px-4 py-2.5 text-slate-800', meta?.numeric && 'text-end tabular-nums', meta?.className)}
                      >
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
          {footer ? <tfoot className="border-t-2 border-slate-200 bg-slate-50">{footer}</tfoot> : null}
        </table>
      </div>
    </div>
  );
}
