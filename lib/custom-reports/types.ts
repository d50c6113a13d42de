/** The custom reports API contract (admin "custom-reports" tab, export/custom with custom_report). */
import type { z } from 'zod';
import type { choice, customReport, locationChoice, reportRow } from './schema';
import type { ReportSource, SourceMeta } from './sources';

export const FILTER_KEYS = ['date_from', 'date_to', 'status', 'company_id', 'location_id'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type ReportFilters = Partial<Record<FilterKey, string>>;

export type ReportDefinition = { source: ReportSource; fields: string[]; filters: ReportFilters };

export type CustomReport = z.infer<typeof customReport>;

export type CellValue = string | number | boolean | null;
/** One result row: field key → value. */
export type ReportRow = z.infer<typeof reportRow>;

export type Choice = z.infer<typeof choice>;
type LocationChoice = z.infer<typeof locationChoice>;

/** GET /custom-reports/sources: the catalogue plus the tenant's values for its filters. */
export type SourcesPayload = {
  sources: SourceMeta[];
  statuses: { candidate: Choice[]; application: Choice[] };
  companies: Choice[];
  locations: LocationChoice[];
};
