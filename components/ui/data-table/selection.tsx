'use client';
import type { ColumnDef } from '@tanstack/react-table';

const box =
  'h-4 w-4 cursor-pointer rounded disabled:cursor-not-allowed border-slate-400 accent-brand focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand/40';

const SELECT_COLUMN = '_select';

/** The checkbox column: one box per row, and one in the header for every row of the page (mixed when some are). */
export function selectColumn<T>({
  allLabel,
  rowLabel,
  disabled,
}: {
  allLabel: string;
  rowLabel: (row: T) => string;
  disabled?: boolean;
}): ColumnDef<T> {
  return {
    id: SELECT_COLUMN,
    enableHiding: false,
    enableSorting: false,
    meta: { className: 'w-10' },
    header: ({ table }) => {
      const all = table.getIsAllRowsSelected();
      const some = table.getIsSomeRowsSelected();
      return (
        <input
          type="checkbox"
          className={box}
          aria-label={allLabel}
          checked={all}
          disabled={disabled}
          ref={(el) => {
            if (el) el.indeterminate = some && !all;
          }}
          onChange={(e) => table.toggleAllRowsSelected(e.target.checked)}
        />
      );
    },
    cell: ({ row }) => (
      <input
        type="checkbox"
        className={box}
        aria-label={rowLabel(row.original)}
        checked={row.getIsSelected()}
        disabled={disabled}
        onChange={(e) => row.toggleSelected(e.target.checked)}
      />
    ),
  };
}
