import { z } from 'zod';
import { IMPORT_ENTITIES } from './fields';
import type { ErrorText } from '@/lib/i18n/error-text';

/** The import form: which records the file holds, and the CSV file. */
export const importForm = z.object({
  entity: z.enum(IMPORT_ENTITIES),
  file: z.string().meta({ format: 'binary', description: 'The CSV file (comma or semicolon separated)' }),
});

/** One problem in the file: `row` as a spreadsheet shows it (the header is row 1, data starts at 2). */
const importError = z.object({ row: z.number().int(), field: z.string(), message: z.string() });

/** POST /import/preview: what the file holds and everything wrong with it, before anything is written. */
export const importPreview = z.object({
  entity: z.enum(IMPORT_ENTITIES),
  delimiter: z.enum([',', ';']),
  /** Each header of the file and the field it was matched to (null: the column is ignored). */
  columns: z.array(z.object({ header: z.string(), field: z.string().nullable() })),
  missing_required: z.array(z.string()),
  rows: z.array(z.object({ row: z.number().int(), values: z.record(z.string(), z.string()) })),
  /** Data rows in the file (blank lines not counted). */
  total: z.number().int(),
  errors: z.array(importError),
  /** Rows with at least one error. */
  error_rows: z.number().int(),
});

export const importResult = z.object({ created: z.number().int() });

/** One problem in the file as the API answers it: `row` as a spreadsheet shows it (the header is row 1, data starts at 2). */
export type ImportError = z.infer<typeof importError>;

/** The same problem before it is worded: what is wrong said by key (worded in the reader's language where the answer is made). */
export type ImportProblem = Omit<ImportError, 'message'> & { message: ErrorText };

/** A header of the file and the field it was matched to (null: the column is ignored). */
export type ColumnMapping = ImportPreview['columns'][number];

/** POST /import/preview: what the file holds and everything wrong with it, before anything is written. */
export type ImportPreview = z.infer<typeof importPreview>;

/** The preview before it is worded for its reader: the problems still said by key. */
export type ImportAnalysis = Omit<ImportPreview, 'errors'> & { errors: ImportProblem[] };
