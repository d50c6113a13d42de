import type { ColumnDef, ColumnMeta } from '@tanstack/react-table';
import type { ReactNode } from 'react';

/**
 * Builders for the columns most tables have, sortable on the value they show. For anything else write the
 * ColumnDef itself; these only keep the common shapes from being spelled out in every table.
 */

/** A text column: sorted (in the reader's collation) and shown as the value, or as `render` shows it. */
export function textColumn<T>(
  id: string,
  header: string,
  value: (row: T) => string,
  options: { meta?: ColumnMeta<T, unknown>; render?: (row: T) => ReactNode } = {},
): ColumnDef<T> {
  const { meta, render } = options;
  return {
    id,
    header,
    accessorFn: value,
    enableSorting: true,
    meta,
    cell: ({ row }) => (render ? render(row.original) : value(row.original)),
  };
}

/** A moment in time (ISO text): sorted as an instant, earliest first on the first click, shown in a <time>. */
export function instantColumn<T>(
  id: string,
  header: string,
  value: (row: T) => string,
  // The row too: a site's time is shown on that row's site clock (lib/timezones/clock.ts).
  show: (iso: string, row: T) => string,
): ColumnDef<T> {
  return {
    id,
    header,
    accessorFn: (r) => Date.parse(value(r)),
    enableSorting: true,
    sortDescFirst: false,
    meta: { className: 'whitespace-nowrap tabular-nums' },
    cell: ({ row }) => <time dateTime={value(row.original)}>{show(value(row.original), row.original)}</time>,
  };
}

/** A number: sorted as a number (largest first on the first click), right-aligned, shown as `show` formats it. */
export function numberColumn<T>(id: string, header: string, value: (row: T) => number, show: (n: number) => string): ColumnDef<T> {
  return { id, header, accessorFn: value, enableSorting: true, meta: { numeric: true }, cell: ({ row }) => show(value(row.original)) };
}
