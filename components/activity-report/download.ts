'use client';
import type { ExportKind } from '@/lib/activity-report/types';
import { downloadFile } from '@/lib/browser/download';
import { REPORT_ROOT } from './use-activity';
import type { ReportApiQuery } from './url-state';

/**
 * Fetches one table of the report as CSV and saves it under the server's file name. Not a plain link:
 * the request must carry X-Timezone (a link cannot). The files are small (a row per day, user or company).
 */
export const downloadReportCsv = (kind: ExportKind, query: ReportApiQuery): Promise<string> =>
  downloadFile('main', `${REPORT_ROOT}/export.csv`, {
    query: { ...query, kind },
    fallbackName: `activity-${query.from}-${query.to}.csv`,
  });
