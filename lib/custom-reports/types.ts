/** The custom reports API contract (admin "custom-reports" tab, export/custom with custom_report). */
import type { ReportSource, SourceMeta } from './sources';

export type FilterKey = 'date_from' | 'date_to' | 'status' | 'company_id' | 'location_id';
export type ReportFilters = Partial<Record<FilterKey, string>>;

export type ReportDefinition = { source: ReportSource; fields: string[]; filters: ReportFilters };

export type CustomReport = ReportDefinition & {
  _id: string;
  name: string;
  created_by: string | null;
  created_at: string;
  updated_at: string;
};

export type CellValue = string | number | boolean | null;
/** One result row: field key → value. */
export type ReportRow = Record<string, CellValue>;

export type Choice = { _id: string; name: string };
type LocationChoice = Choice & { company_id: string; company_name: string };

/** GET /custom-reports/sources: the catalogue plus the tenant's values for its filters. */
export type SourcesPayload = {
  sources: SourceMeta[];
  statuses: { candidate: Choice[]; application: Choice[] };
  companies: Choice[];
  locations: LocationChoice[];
};
