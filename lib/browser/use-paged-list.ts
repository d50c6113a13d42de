'use client';
import { useEffect } from 'react';
import { totalOf, type ListResponse } from './lists';
import type { Patch } from './use-url-query';

/**
 * Rows, total and page count of a paginated list response. A page that no longer exists (a filter
 * narrowed elsewhere, rows gone) falls back to the last one, in the URL.
 */
export function usePagedList<T>(data: ListResponse<T> | undefined, page: number, perPage: number, update: (patch: Patch) => void) {
  const rows = data?.data ?? [];
  const total = totalOf(data?.meta);
  const pages = Math.max(1, Math.ceil(total / perPage));
  useEffect(() => {
    if (data && rows.length === 0 && page > pages) update({ page: pages > 1 ? pages : null });
  }, [data, rows.length, page, pages, update]);
  return { rows, total, pages };
}
