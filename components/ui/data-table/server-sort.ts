import type { SortingState } from '@tanstack/react-table';
import { sortParam, type SortState } from '@/lib/url-state/sort';
import type { DataTableProps } from './data-table';

/**
 * The table's sort for a list the server orders: the URL's `sort` shown on its column's header (aria-sort),
 * a header click reported as the next state. The columns' ids are the API's sort fields.
 */
export function serverSort<T, F extends string>(sort: SortState<F>, onSort: (next: SortState<F>) => void): DataTableProps<T>['sort'] {
  const state: SortingState = [{ id: sort.field, desc: sort.desc }];
  return {
    mode: 'server',
    state,
    onChange: ([s]) => {
      if (s) onSort({ field: s.id as F, desc: s.desc });
    },
  };
}

/** The list-state patch of a new order: back to the first page, since the rows before it changed. */
export const sortPatch = (next: SortState) => ({ sort: sortParam(next), page: null });
