import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { DataTable, type DataTableProps } from '@/components/ui/data-table/data-table';

/**
 * Column shapes the admin tables share (DataTable, sorted over the rows the table holds). A sortable column
 * reads its value with `read`; empty values sort last either way.
 */

/** The row's name, sortable A→Z, with a badge when `mark` names one (archived, inactive). */
export function nameColumn<T>(header: string, read: (row: T) => string, mark: (row: T) => string | null = () => null): ColumnDef<T> {
  return {
    id: 'name',
    header,
    accessorFn: read,
    enableSorting: true,
    enableHiding: false,
    meta: { className: 'font-medium' },
    cell: ({ row: { original } }) => {
      const badge = mark(original);
      return (
        <>
          {read(original)}
          {badge ? <Badge className="ms-2">{badge}</Badge> : null}
        </>
      );
    },
  };
}

/** A sortable number: right-aligned, largest first on the first click; shown by `show` (default: as it is, or a dash). */
export function numberColumn<T, N extends number | null>(
  id: string,
  header: string,
  read: (row: T) => N,
  show: (n: N) => ReactNode = (n) => n ?? '—',
): ColumnDef<T> {
  return { id, header, accessorFn: read, enableSorting: true, meta: { numeric: true }, cell: ({ row }) => show(read(row.original)) };
}

/** A sortable text, A→Z first; an empty one shows `empty` (a dash unless given). */
export function textColumn<T>(
  id: string,
  header: string,
  read: (row: T) => string | null | undefined,
  empty: ReactNode = '—',
): ColumnDef<T> {
  return { id, header, accessorFn: read, enableSorting: true, cell: ({ row }) => read(row.original) || empty };
}

/** The row's buttons, at the end of the row. */
export function actionsColumn<T>(header: string, cell: (row: T) => ReactNode): ColumnDef<T> {
  return {
    id: 'actions',
    header,
    enableHiding: false,
    meta: { numeric: true, className: 'whitespace-nowrap', label: header },
    cell: ({ row }) => <span className="flex flex-wrap justify-end gap-1">{cell(row.original)}</span>,
  };
}

/** A small admin table sorted over its rows, by name (A→Z) until a header is clicked. */
export function NameSortedTable<T>(props: Omit<DataTableProps<T>, 'sort'>) {
  return <DataTable {...props} sort={{ mode: 'client', initial: [{ id: 'name', desc: false }] }} />;
}
