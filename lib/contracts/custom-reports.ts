import { z } from 'zod';
import { defineContract } from '@/lib/contracts/kit/contract';
import { file, listOf, one } from '@/lib/schema-kit/responses';
import { customReport, reportDefinition, reportInput, reportRow, runQuery, sourcesPayload } from '@/lib/custom-reports/schema';

const access = { route: '/admin-settings' } as const;

/** The custom reports API (SPEC §7 main service): saved report definitions, their rows and CSV exports. */
export const customReportsContracts = {
  list: defineContract({
    service: 'main',
    method: 'GET',
    path: '/custom-reports',
    summary: "The tenant's saved reports, by name",
    access,
    response: listOf(customReport),
  }),
  create: defineContract({
    service: 'main',
    method: 'POST',
    path: '/custom-reports',
    summary: 'Save a new report definition',
    access,
    body: reportInput,
    response: one(customReport),
  }),
  get: defineContract({
    service: 'main',
    method: 'GET',
    path: '/custom-reports/{id}',
    summary: 'One saved report definition',
    access,
    response: one(customReport),
  }),
  update: defineContract({
    service: 'main',
    method: 'PUT',
    path: '/custom-reports/{id}',
    summary: 'Save a report definition',
    access,
    body: reportInput,
    response: one(customReport),
  }),
  remove: defineContract({
    service: 'main',
    method: 'DELETE',
    path: '/custom-reports/{id}',
    summary: 'Delete a saved report; the answer is the deleted definition',
    access,
    response: one(customReport),
  }),
  run: defineContract({
    service: 'main',
    method: 'GET',
    path: '/custom-reports/{id}/run',
    summary: "One page of a saved report's rows (field key → value)",
    access,
    query: runQuery,
    response: listOf(reportRow),
  }),
  exportCsv: defineContract({
    service: 'main',
    method: 'GET',
    path: '/custom-reports/{id}/export.csv',
    summary: 'The whole saved report as a streamed CSV download',
    access,
    response: file,
    produces: 'text/csv',
  }),
  preview: defineContract({
    service: 'main',
    method: 'POST',
    path: '/custom-reports/preview',
    summary: 'The first 50 rows of an unsaved definition',
    access,
    body: reportDefinition,
    response: z.object({ data: z.array(reportRow), meta: z.object({ limit: z.number().int() }) }),
  }),
  sources: defineContract({
    service: 'main',
    method: 'GET',
    path: '/custom-reports/sources',
    summary: "The source catalogue (fields, filters) and the tenant's values for the filters",
    access,
    response: one(sourcesPayload),
  }),
};
