'use client';
import { useSearchParams } from 'next/navigation';
import { useCallback } from 'react';
import { BACK_KEY, backTo, detailFromList } from './back-link';

/**
 * The list this screen was opened from (its `back` parameter, checked by backTo): the detail screen's back
 * link goes there, and screens that pass it on (the timesheet view's Edit) keep it.
 */
export function useBack(listRoute: string): string {
  return backTo(useSearchParams().get(BACK_KEY), listRoute);
}

/**
 * A list row's link to its detail page, carrying the list as it is now (filters, search, sort, page), so
 * the detail page's back link returns to it. `listRoute` is the list's path, the one its detail reads back.
 */
export function useDetailHref(listRoute: string): (detailPath: string) => string {
  const search = useSearchParams().toString();
  return useCallback((detailPath: string) => detailFromList(detailPath, listRoute, search), [listRoute, search]);
}
