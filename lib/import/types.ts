import type { z } from 'zod';
import type { ErrorText } from '@/lib/i18n/error-text';
import type { importError, importPreview } from './schema';

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
