import type { ImportEntity } from './fields';

/** One problem in the file: `row` as a spreadsheet shows it (the header is row 1, data starts at 2). */
export type ImportError = { row: number; field: string; message: string };

/** A header of the file and the field it was matched to (null: the column is ignored). */
export type ColumnMapping = { header: string; field: string | null };

type PreviewRow = { row: number; values: Record<string, string> };

/** POST /import/preview: what the file holds and everything wrong with it, before anything is written. */
export type ImportPreview = {
  entity: ImportEntity;
  delimiter: ',' | ';';
  columns: ColumnMapping[];
  missing_required: string[];
  rows: PreviewRow[];
  /** Data rows in the file (blank lines not counted). */
  total: number;
  errors: ImportError[];
  /** Rows with at least one error. */
  error_rows: number;
};

export type ImportResult = { created: number };
