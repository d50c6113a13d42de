'use client';
import { useCallback } from 'react';
import { useDetailHref } from '@/lib/url-state/use-back';

/**
 * A row's link to its timesheet, carrying the list as it is now (tab, filters, search, sort, page) so the
 * view's back link returns to it and its Previous / Next walk it.
 */
export function useSheetHref(): (id: string) => string {
  const hrefOf = useDetailHref('/timesheets');
  return useCallback((id: string) => hrefOf(`/timesheets/view/${id}`), [hrefOf]);
}
