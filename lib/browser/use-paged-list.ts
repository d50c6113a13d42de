'use client';
import { useEffect } from 'react';
import type { TablePagination } from './table-pagination';
import { totalOf, type ListResponse } from './lists';
import { DEFAULT_PER_PAGE } from '@/lib/url-state/params';
import type { Patch } from '@/lib/url-state/use-list-state';

/**
 * Rows, total, page count and the table's paging of a paginated list response. A page that no longer exists
 * (a filter narrowed elsewhere, rows gone) falls back to the last one, in the URL. Page and rows per page go
 * to the URL leaving out the first page and the default size, so plain links stay plain.
 */
export function usePagedList<T>(data: ListResponse<T> | undefined, page: number, perPage: number, update: (patch: Patch) => void) {
  const rows = data?.data ?? [];
  const total = totalOf(data?.meta);
  const pages = Math.max(1, Math.ceil(total / perPage));
  useEffect(() => {
    if (data && rows.length === 0 && page > pages) update({ page: pages > 1 ? pages : null });
  }, [data, rows.length, page, pages, update]);
  const pagination = (totalLabel: string): TablePagination => ({
    page,
    perPage,
    total,
    totalLabel,
    onPage: (p) => update({ page: p > 1 ? p : null }),
    onPerPage: (n) => update({ per_page: n === DEFAULT_PER_PAGE ? null : n, page: null }),
  });
  return { rows, total, pages, pagination };
}
