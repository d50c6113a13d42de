'use client';
import { useSyncExternalStore } from 'react';
import useSWR from 'swr';
import { localDay } from '@/components/whos-working/url-state';
import { api, withQuery } from '@/lib/browser/api';
import type { ActivitySummary, ReportOptions } from '@/lib/activity-report/types';
import type { ReportApiQuery } from './url-state';
import { browserTimeZone } from '@/lib/browser/download';

export const REPORT_ROOT = 'activity-report';

/**
 * The browser's zone, sent as X-Timezone on every report call. The shared client adds it only beside a
 * stored token (SPEC §7), and a cookie session has none, yet the report's days must be the reader's.
 */

const getWithZone = <T>(key: string) => api.get<T>('main', key, { headers: { 'x-timezone': browserTimeZone() } });

/** The report for a period and filters; null pauses it (the period inputs are incomplete or invalid). */
export function useActivitySummary(query: ReportApiQuery | null) {
  return useSWR<{ data: ActivitySummary }>(query ? withQuery(`${REPORT_ROOT}/summary`, query) : null, getWithZone, { keepPreviousData: true });
}

/** Companies and users for the filters; they change rarely, so no refetch on focus. */
export function useReportOptions() {
  return useSWR<{ data: ReportOptions }>(`${REPORT_ROOT}/options`, getWithZone, { revalidateOnFocus: false, dedupingInterval: 60_000 });
}

const noSubscription = () => () => {};

/** Today in the browser's zone; '' during server rendering, where the reader's day is unknown. */
export function useToday(): string {
  return useSyncExternalStore(noSubscription, () => localDay(new Date()), () => '');
}
