'use client';
import { filenameFrom } from '@/components/timesheets/export/download';
import { applyAuthHeaders, buildUrl, HttpError, isForcedSignOut, type ErrorBody } from '@/lib/api/client';
import { APP_HEADER, SERVICE_APP } from '@/lib/api/services';
import type { ExportKind } from '@/lib/activity-report/types';
import { forcedSignOut } from '@/lib/browser/api';
import { storedToken } from '@/lib/browser/store';
import { browserTimeZone, REPORT_ROOT } from './use-activity';
import type { ReportApiQuery } from './url-state';

async function failure(res: Response): Promise<HttpError> {
  const body = (await res.json().catch(() => ({}))) as ErrorBody;
  if (isForcedSignOut(res.status, body)) forcedSignOut();
  return new HttpError(res.status, body.message || res.statusText || `HTTP ${res.status}`, body);
}

/**
 * Fetches one table of the report as CSV and saves it under the server's file name. Not a plain link:
 * the request must carry X-Timezone (a link cannot), and a refusal should toast the server's message
 * rather than download an error page. The files are small (a row per day, user or company).
 */
export async function downloadReportCsv(kind: ExportKind, query: ReportApiQuery): Promise<string> {
  const headers = new Headers({ [APP_HEADER]: SERVICE_APP.main, 'x-timezone': browserTimeZone() });
  applyAuthHeaders(headers, storedToken(), browserTimeZone());
  const res = await fetch(buildUrl('main', `${REPORT_ROOT}/export.csv`, { ...query, kind }), { credentials: 'same-origin', headers });
  if (!res.ok) throw await failure(res);
  const filename = filenameFrom(res.headers.get('content-disposition')) ?? `activity-${query.from}-${query.to}.csv`;
  const url = URL.createObjectURL(await res.blob());
  const a = Object.assign(document.createElement('a'), { href: url, download: filename, rel: 'noopener' });
  document.body.append(a);
  a.click();
  a.remove();
  // Revoking at once can cancel the download in some browsers; give it time to start.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
  return filename;
}
