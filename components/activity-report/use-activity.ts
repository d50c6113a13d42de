'use client';
import { useSyncExternalStore } from 'react';
import useSWR from 'swr';
import { localDay } from '@/components/whos-working/url-state';
import { getMain, withQuery } from '@/lib/browser/api';
import type { ActivitySummary, ReportOptions } from '@/lib/activity-report/types';
import type { ReportApiQuery } from './url-state';

export const REPORT_ROOT = 'activity-report';

/** The report for a period and filters; null pauses it (the period inputs are incomplete or invalid). */
export function useActivitySummary(query: ReportApiQuery | null) {
  return useSWR<{ data: ActivitySummary }>(query ? withQuery(`${REPORT_ROOT}/summary`, query) : null, getMain, { keepPreviousData: true });
}

/** Companies and users for the filters; they change rarely, so no refetch on focus. */
export function useReportOptions() {
  return useSWR<{ data: ReportOptions }>(`${REPORT_ROOT}/options`, getMain, { revalidateOnFocus: false, dedupingInterval: 60_000 });
}

const noSubscription = () => () => {};

/** Today in the browser's zone; '' during server rendering, where the reader's day is unknown. */
export function useToday(): string {
  return useSyncExternalStore(
    noSubscription,
    () => localDay(new Date()),
    () => '',
  );
}
