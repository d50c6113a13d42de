import { fillPath } from '@/lib/contracts/kit/contract';
import { downloadFile } from '@/lib/browser/download';
import { callApi } from '@/lib/browser/typed-api';
import { customReportsRoutes } from '@/lib/contracts/routes/custom-reports';
import type { ReportDefinition } from '@/lib/custom-reports/types';
import { invalidate } from '@/lib/browser/invalidate';

export type ReportInput = ReportDefinition & { name: string };
const c = customReportsRoutes;

export const reportsApi = {
  create: (body: ReportInput) => callApi(c.create, { body }),
  update: (id: string, body: ReportInput) => callApi(c.update, { params: { id }, body }),
  remove: (id: string) => callApi(c.remove, { params: { id } }),
  preview: (body: ReportDefinition) => callApi(c.preview, { body }),
};

/** Every cached report read: the list, single reports and their runs (not the sources, which only a deploy changes). */
export const revalidateReports = () => invalidate(c.list, c.get, c.run);

/** Downloads a saved report's CSV under the server's file name. */
export const downloadReportCsv = (id: string, fallbackName: string): Promise<string> =>
  downloadFile(c.exportCsv.service, fillPath(c.exportCsv.path, { id }), { fallbackName });
