import type { ScopedMutator } from 'swr';
import { withQuery } from '@/lib/browser/api';
import { downloadFile } from '@/lib/browser/download';
import { callApi } from '@/lib/browser/typed-api';
import { customReportsRoutes } from '@/lib/contracts/routes/custom-reports';
import type { ReportDefinition } from '@/lib/custom-reports/types';

/** Paths of the custom reports API (main service); SWR keys are these paths with their query. */
export const REPORTS_PATH = 'custom-reports';
export const SOURCES_PATH = `${REPORTS_PATH}/sources`;
const reportPath = (id: string) => `${REPORTS_PATH}/${encodeURIComponent(id)}`;
export const runPath = (id: string, page: number, perPage: number) => withQuery(`${reportPath(id)}/run`, { page, per_page: perPage });

export type ReportInput = ReportDefinition & { name: string };
const c = customReportsRoutes;

export const reportsApi = {
  create: (body: ReportInput) => callApi(c.create, { body }),
  update: (id: string, body: ReportInput) => callApi(c.update, { params: { id }, body }),
  remove: (id: string) => callApi(c.remove, { params: { id } }),
  preview: (body: ReportDefinition) => callApi(c.preview, { body }),
};

/** Every cached report read: the list, single reports and their runs. */
export const revalidateReports = (mutate: ScopedMutator) =>
  mutate((key) => typeof key === 'string' && key.startsWith(REPORTS_PATH) && key !== SOURCES_PATH);

/** Downloads a saved report's CSV under the server's file name. */
export const downloadReportCsv = (id: string, fallbackName: string): Promise<string> =>
  downloadFile('main', `${reportPath(id)}/export.csv`, { fallbackName });
