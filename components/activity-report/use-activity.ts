'use client';
import { useApi } from '@/lib/browser/typed-api';
import { activityReportRoutes } from '@/lib/contracts/routes/activity-report';
import type { ReportApiQuery } from './url-state';

/** The report for a period and filters; null pauses it (the period inputs are incomplete or invalid). */
export const useActivitySummary = (query: ReportApiQuery | null) =>
  useApi(activityReportRoutes.summary, query ? { query } : null, { keepPreviousData: true });

/** Companies and users for the filters; they change rarely, so no refetch on focus. */
export const useReportOptions = () => useApi(activityReportRoutes.options, {}, { revalidateOnFocus: false, dedupingInterval: 60_000 });
