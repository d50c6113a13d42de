import type { ScopedMutator } from 'swr';
import { applyAuthHeaders, buildUrl, HttpError, isForcedSignOut, type ErrorBody } from '@/lib/api/client';
import { APP_HEADER, SERVICE_APP } from '@/lib/api/services';
import { filenameFrom } from '@/components/timesheets/export/download';
import { api, forcedSignOut, withQuery } from '@/lib/browser/api';
import { storedToken } from '@/lib/browser/store';
import type { CustomReport, ReportDefinition, ReportRow } from '@/lib/custom-reports/types';

/** Paths of the custom reports API (main service); SWR keys are these paths with their query. */
export const REPORTS_PATH = 'custom-reports';
export const SOURCES_PATH = `${REPORTS_PATH}/sources`;
export const reportPath = (id: string) => `${REPORTS_PATH}/${encodeURIComponent(id)}`;
export const runPath = (id: string, page: number, perPage: number) => withQuery(`${reportPath(id)}/run`, { page, per_page: perPage });

export type ReportInput = ReportDefinition & { name: string };
type One = { data: CustomReport; message?: string };

export const reportsApi = {
  create: (body: ReportInput) => api.post<One>('main', REPORTS_PATH, body),
  update: (id: string, body: ReportInput) => api.put<One>('main', reportPath(id), body),
  remove: (id: string) => api.del<One>('main', reportPath(id)),
  preview: (body: ReportDefinition) => api.post<{ data: ReportRow[] }>('main', `${REPORTS_PATH}/preview`, body),
};

/** Every cached report read: the list, single reports and their runs. */
export const revalidateReports = (mutate: ScopedMutator) =>
  mutate((key) => typeof key === 'string' && key.startsWith(REPORTS_PATH) && key !== SOURCES_PATH);

function save(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const a = Object.assign(document.createElement('a'), { href: url, download: filename, rel: 'noopener' });
  document.body.append(a);
  a.click();
  a.remove();
  // Revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/**
 * Downloads a saved report's CSV. Through fetch rather than a plain link, so the stored token travels
 * (SPEC §7) and a failure shows the server's message instead of saving an error page as the file.
 */
export async function downloadReportCsv(id: string, fallbackName: string): Promise<string> {
  const headers = new Headers({ [APP_HEADER]: SERVICE_APP.main });
  applyAuthHeaders(headers, storedToken(), Intl.DateTimeFormat().resolvedOptions().timeZone);
  const res = await fetch(buildUrl('main', `${reportPath(id)}/export.csv`), { credentials: 'same-origin', headers });
  if (!res.ok) {
    const err = (await res.json().catch(() => ({}))) as ErrorBody;
    if (isForcedSignOut(res.status, err)) forcedSignOut();
    throw new HttpError(res.status, err.message || res.statusText || `HTTP ${res.status}`, err);
  }
  const filename = filenameFrom(res.headers.get('content-disposition')) ?? fallbackName;
  save(await res.blob(), filename);
  return filename;
}
