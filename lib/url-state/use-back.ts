'use client';
import { useSearchParams } from 'next/navigation';
import { BACK_KEY, backTo } from './back-link';

/**
 * The list this screen was opened from (its `back` parameter, checked by backTo), for screens that pass it
 * on: the timesheet view's Edit and the edit screen's way back keep it, so returning lands on the list as it was.
 */
export function useBack(listRoute: string): string {
  return backTo(useSearchParams().get(BACK_KEY), listRoute);
}
