import { defineContract } from '@/lib/contracts/kit/contract';
import { file, one } from '@/lib/schema-kit/responses';
import { activitySummary, exportQuery, reportOptions, reportQuery } from '@/lib/activity-report/schema';

const access = { route: '/activity-report' } as const;

/** The activity report (SPEC §7 main service); days in the browser's time zone. */
export const activityReportContracts = {
  summary: defineContract({
    service: 'main',
    method: 'GET',
    path: '/activity-report/summary',
    summary: 'Totals, previous-period totals, the zero-filled series and the breakdowns of a period',
    access,
    query: reportQuery,
    response: one(activitySummary),
  }),
  options: defineContract({
    service: 'main',
    method: 'GET',
    path: '/activity-report/options',
    summary: "The choices of the report's filters: client companies and users",
    access,
    response: one(reportOptions),
  }),
  export: defineContract({
    service: 'main',
    method: 'GET',
    path: '/activity-report/export.csv',
    summary: 'One table of the report (kind: series, users or companies) as CSV',
    access,
    query: exportQuery,
    response: file,
    produces: 'text/csv',
  }),
};
