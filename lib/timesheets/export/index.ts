/** Timesheet exports: pure, streaming builders for the export routes (SPEC §7, DESIGN.md §5). */
export { neutraliseCell, neutraliseValue } from './formula';
export { companySlug, contentDisposition, exportFilename, reportFilename } from './filename';
export { fileResponse } from './response';
export { DEFAULT_COLUMNS, timesheetsCsv, type ExportColumn } from './csv';
export { CUSTOM_FIELD_KEYS, CUSTOM_FIELDS, ExportFieldError, customColumns } from './custom';
export { PAYCHEX_COLUMNS, paychexCsv } from './paychex';
export { condensedPdf, type CondensedPdfMeta } from './pdf';
export { pdfWordsIn } from './pdf-words';

/** An array as the async source the exports take (tests, and exports small enough to load at once). */
export async function* fromArray<T>(items: T[]): AsyncIterable<T> {
  for (const item of items) yield item;
}
