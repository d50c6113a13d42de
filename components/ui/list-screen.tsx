'use client';
import type { ParserMap, Values } from 'nuqs';
import type { ReactNode } from 'react';
import type { SWRConfiguration } from 'swr';
import { serverSort, sortPatch } from '@/components/ui/data-table/server-sort';
import type { ListTableProps } from '@/components/ui/data-table/data-table';
import { Spinner } from '@/components/ui/spinner';
import type { HttpError } from '@/lib/browser/api-client';
import type { ListResponse } from '@/lib/browser/lists';
import type { TablePagination } from '@/lib/browser/table-pagination';
import type { ClientRoute, ResultOf } from '@/lib/browser/typed-api';
import { useListData } from '@/lib/browser/use-list-data';
import { usePagedList } from '@/lib/browser/use-paged-list';
import type { CallInput } from '@/lib/contracts/kit/contract';
import type { ContractOf } from '@/lib/contracts/kit/route-ref';
import type { SortState } from '@/lib/url-state/sort';
import { useListState, type Patch } from '@/lib/url-state/use-list-state';

/** What every paged, server-sorted list keeps in its URL besides its own filters. */
type PagedQuery = { page: number; perPage: number; sort: SortState };
/** The row type of a list endpoint's answer. */
type RowOf<R extends ClientRoute> = ResultOf<R> extends ListResponse<infer T> ? T : never;

/** One list screen's state: URL state, the page read for it, its rows and paging (what useListScreen returns). */
export type ListScreenState<T, Q extends PagedQuery, D> = {
  query: Q;
  update: (patch: Patch) => void;
  data: D | undefined;
  error: HttpError | undefined;
  isLoading: boolean;
  mutate: () => Promise<unknown>;
  rows: T[];
  total: number;
  pages: number;
  pagination: (totalLabel: string) => TablePagination;
};

/**
 * The state of one list screen: its URL state (filters, page, rows per page, sort) read through `parsers`,
 * the endpoint's page for it (seeded with the server page's `initial`), and the paging of that page.
 */
export function useListScreen<R extends ClientRoute, P extends ParserMap>(
  ref: R,
  parsers: P,
  apiQuery: (query: Values<P>) => CallInput<ContractOf<R>>['query'],
  initial?: ResultOf<R>,
  config?: SWRConfiguration<ResultOf<R>, HttpError>,
): ListScreenState<RowOf<R>, Values<P> & PagedQuery, ResultOf<R>> {
  const [values, update] = useListState(parsers);
  const query = values as Values<P> & PagedQuery;
  const { data, error, isLoading, mutate } = useListData(
    ref,
    { query: apiQuery(values) } as unknown as CallInput<ContractOf<R>>,
    initial,
    config,
  );
  const paged = usePagedList<RowOf<R>>(data as ListResponse<RowOf<R>> | undefined, query.page, query.perPage, update);
  return { query, update, data, error, isLoading, mutate: () => mutate(), ...paged };
}

/**
 * The frame every list screen shares: a header, a spinner while a new page loads over the old one, the
 * filters, and the table wired to the list (rows once loaded, load error with retry, empty state, the
 * server's sort in the URL, the caption and the paging). Each screen passes its own table (its columns),
 * filters and texts; `children` renders the table from the props built here plus its own.
 */
export function ListScreen<T, Q extends PagedQuery, D>({
  list,
  header,
  filters,
  spinner = true,
  loadingLabel,
  caption,
  totalLabel,
  empty,
  children,
}: {
  list: ListScreenState<T, Q, D>;
  header?: ReactNode;
  filters?: ReactNode;
  /** The top spinner while a new key loads (screens whose table shows staleness on its own leave it off). */
  spinner?: boolean;
  loadingLabel: string;
  /** The table's caption, from the page shown (clamped to the last page) and the page count. */
  caption: (page: number, pages: number) => string;
  totalLabel: (total: number) => string;
  empty: ReactNode;
  children: (table: ListTableProps<T>) => ReactNode;
}) {
  const { query, update, data, error, isLoading, mutate, rows, total, pages, pagination } = list;
  const { page, sort } = query;
  return (
    <>
      {header}
      {spinner && isLoading ? <Spinner position="top" label={loadingLabel} /> : null}
      {filters}
      {children({
        rows: data ? rows : undefined,
        error,
        onRetry: () => void mutate(),
        loadingLabel,
        stale: isLoading,
        sort: serverSort<T, string>(sort, (next) => update(sortPatch(next) satisfies Patch)),
        caption: caption(Math.min(page, pages), pages),
        empty,
        pagination: pagination(totalLabel(total)),
      })}
    </>
  );
}
