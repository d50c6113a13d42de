import type { ScopedMutator } from 'swr';
import { api, withQuery } from '@/lib/browser/api';
import { downloadFile } from '@/lib/browser/download';
import type { CustomReport, ReportDefinition, ReportRow } from '@/lib/custom-reports/types';

/** Paths of the custom reports API (main service); SWR keys are these paths with their query. */
export const REPORTS_PATH = 'custom-reports';
export const SOURCES_PATH = `${REPORTS_PATH}/sources`;
const reportPath = (id: string) => `${REPORTS_PATH}/${encodeURIComponent(id)}`;
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

/** Downloads a saved report's CSV under the server's file name. */
export const downloadReportCsv = (id: string, fallbackName: string): Promise<string> =>
  downloadFile('main', `${reportPath(id)}/export.csv`, { fallbackName });
