import type { z } from 'zod';
import type { importError, importPreview, importResult } from './schema';

/** One problem in the file: `row` as a spreadsheet shows it (the header is row 1, data starts at 2). */
export type ImportError = z.infer<typeof importError>;

/** A header of the file and the field it was matched to (null: the column is ignored). */
export type ColumnMapping = ImportPreview['columns'][number];

export type PreviewRow = ImportPreview['rows'][number];

/** POST /import/preview: what the file holds and everything wrong with it, before anything is written. */
export type ImportPreview = z.infer<typeof importPreview>;

export type ImportResult = z.infer<typeof importResult>;
