import type { ReportSource } from './sources';

export const FILTER_KEYS = ['date_from', 'date_to', 'status', 'company_id', 'location_id'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type ReportFilters = Partial<Record<FilterKey, string>>;

export type ReportDefinition = { source: ReportSource; fields: string[]; filters: ReportFilters };

export type CellValue = string | number | boolean | null;
