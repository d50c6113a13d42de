'use client';
import { useSearchParams } from 'next/navigation';
import { useCallback } from 'react';
import { detailFromList } from '@/lib/url-state/back-link';

/**
 * A row's link to its timesheet, carrying the list as it is now (tab, filters, search, sort, page) so the
 * view's back link returns to it and its Previous / Next walk it.
 */
export function useSheetHref(): (id: string) => string {
  const search = useSearchParams().toString();
  return useCallback((id: string) => detailFromList(`/timesheets/view/${id}`, '/timesheets', search), [search]);
}
