import type { RowData } from '@tanstack/react-table';

declare module '@tanstack/react-table' {
  // TanStack's own declaration carries both parameters; an augmentation must repeat them.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- required by declaration merging
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Numbers read right-aligned with tabular digits, header included. */
    numeric?: boolean;
    /** Extra classes of the column's body cells (width, wrapping, truncation). */
    className?: string;
    /** The column's name in the visibility menu when its header is not plain text. */
    label?: string;
  }
}
