/** Client-side sorting of the report's tables (the API returns each table whole). */
type SortDir = 'asc' | 'desc';
export type SortState<K extends string> = { key: K; dir: SortDir };

/** Clicking the active column flips it; a new column starts with the largest numbers, or A→Z for text. */
export function nextSort<K extends string>(current: SortState<K>, key: K, numeric: boolean): SortState<K> {
  if (current.key === key) return { key, dir: current.dir === 'asc' ? 'desc' : 'asc' };
  return { key, dir: numeric ? 'desc' : 'asc' };
}

type Cell = string | number | null | undefined;

/**
 * A sorted copy: numbers by value, text by the reader's collation; empty values last either way; ties
 * fall back to `tie` (a name) so the order is stable between renders.
 */
export function sortRows<T, K extends keyof T & string>(rows: readonly T[], sort: SortState<K>, tie: keyof T & string, compareText: (a: string, b: string) => number): T[] {
  const sign = sort.dir === 'asc' ? 1 : -1;
  const compare = (a: Cell, b: Cell): number => {
    if (typeof a === 'number' && typeof b === 'number') return a - b;
    return compareText(String(a ?? ''), String(b ?? ''));
  };
  const empty = (v: Cell) => v === null || v === undefined || v === '';
  return [...rows].sort((x, y) => {
    const a = x[sort.key] as Cell;
    const b = y[sort.key] as Cell;
    if (empty(a) !== empty(b)) return empty(a) ? 1 : -1;
    return sign * compare(a, b) || compareText(String(x[tie] ?? ''), String(y[tie] ?? ''));
  });
}
