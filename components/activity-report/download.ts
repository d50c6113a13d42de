'use client';
import type { ExportKind } from '@/lib/activity-report/types';
import { downloadFile } from '@/lib/browser/download';
import { activityReportRoutes } from '@/lib/contracts/routes/activity-report';
import type { ReportApiQuery } from './url-state';

/**
 * Fetches one table of the report as CSV and saves it under the server's file name. Not a plain link: the
 * request carries the stored token (a link cannot), and a refusal toasts the server's message instead of
 * saving an error page. The files are small (a row per day, user or company).
 */
export const downloadReportCsv = (kind: ExportKind, query: ReportApiQuery): Promise<string> =>
  downloadFile(activityReportRoutes.export.service, activityReportRoutes.export.path, {
    query: { ...query, kind },
    fallbackName: `activity-${query.from}-${query.to}.csv`,
  });
