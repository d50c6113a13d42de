'use client';
import type { ReactNode } from 'react';
import { DEFAULT_PER_PAGE } from '@/lib/url-state/params';
import type { Patch } from '@/lib/url-state/use-list-state';
import { LoadError, Loading } from './load-states';
import { Pagination } from './pagination';

/**
 * The body of a paged list screen: a failed first load with Retry, the first load, `empty` when the page
 * has no rows, else the rows and the pagination (then `footer`). Page and rows per page go to the URL,
 * leaving out the first page and the default size so plain links stay plain.
 */
export function PagedList<T>({
  data,
  error,
  retry,
  loadingLabel,
  rows,
  empty,
  page,
  perPage,
  total,
  totalLabel,
  update,
  footer,
  children,
}: {
  data: unknown;
  error: unknown;
  retry: () => void;
  loadingLabel: string;
  rows: T[];
  empty: ReactNode;
  page: number;
  perPage: number;
  total: number;
  totalLabel: string;
  update: (patch: Patch) => void;
  footer?: ReactNode;
  children: (rows: T[]) => ReactNode;
}) {
  if (error && !data) return <LoadError onRetry={retry} />;
  if (!data) return <Loading label={loadingLabel} />;
  if (rows.length === 0) return empty;
  return (
    <>
      {children(rows)}
      <Pagination
        page={page}
        perPage={perPage}
        total={total}
        totalLabel={totalLabel}
        onPage={(p) => update({ page: p > 1 ? p : null })}
        onPerPage={(n) => update({ per_page: n === DEFAULT_PER_PAGE ? null : n, page: null })}
      />
      {footer}
    </>
  );
}
