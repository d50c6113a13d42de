import type { AccessorFn, Row, SortingFn } from '@tanstack/react-table';

type Comparable = string | number | null | undefined;

const isEmpty = (v: unknown) => v === null || v === undefined || v === '' || (typeof v === 'number' && Number.isNaN(v));

/**
 * The one client-side comparison of the tables that sort rows they already hold: numbers by value, text by the
 * reader's collation (numeric, case-insensitive). Empty cells become undefined, which the table keeps last in
 * either direction (`sortUndefined: 'last'`).
 */
export function localeSort<T>(locale: string): SortingFn<T> {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  return (a: Row<T>, b: Row<T>, columnId: string) => {
    const x = a.getValue<Comparable>(columnId);
    const y = b.getValue<Comparable>(columnId);
    if (typeof x === 'number' && typeof y === 'number') return x - y;
    return collator.compare(String(x ?? ''), String(y ?? ''));
  };
}

/** An accessor whose empty values read as undefined, so they sort last. */
export const emptyAsUndefined =
  <T>(read: AccessorFn<T>): AccessorFn<T> =>
  (row, index) => {
    const v: unknown = read(row, index);
    return isEmpty(v) ? undefined : v;
  };

/** Rows in `tie` order first: the sort is stable, so equal cells keep this order in both directions. */
export function byTie<T>(rows: readonly T[], tie: ((row: T) => string) | undefined, locale: string): T[] {
  if (!tie) return [...rows];
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  return [...rows].sort((a, b) => collator.compare(tie(a), tie(b)));
}
