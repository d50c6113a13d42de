import type { z } from 'zod';
import type { DbOrTx } from '@/lib/db/client';
import { englishErrors, say } from '@/lib/errors';
import { zodIssueSaid } from '@/lib/i18n/zod-messages';
import { valuesOf, type CsvRecord, type Mapping } from './csv';
import { IMPORT_FIELDS, type ImportEntity } from './fields';
import type { ImportProblem } from './schema';

export type ParsedRow<T> = { row: number; data: T };

/**
 * What the database says about the valid rows, and how to write them (on the same connection or
 * transaction) once the file has no error at all.
 */
type Checked = { errors: ImportProblem[]; insert: () => Promise<number> };

/**
 * One importable entity. `schema` is the one its create form and API use, so an imported row obeys the
 * same rules as a typed-in one; `key` is what makes two rows the same record (lower-cased).
 */
export type Importer<T> = {
  entity: ImportEntity;
  schema: z.ZodType<T>;
  key: (row: T) => string;
  keyField: string;
  check: (tx: DbOrTx, tenantId: string, rows: ParsedRow<T>[]) => Promise<Checked>;
};

/** The record as the schema's input: blank optional cells are left out, so the schema's defaults apply. */
function inputOf(entity: ImportEntity, record: CsvRecord, mapping: Mapping): Record<string, string> {
  const values = valuesOf(record, mapping);
  for (const f of IMPORT_FIELDS[entity]) if (!f.required && values[f.key] === '') delete values[f.key];
  return values;
}

/**
 * Every record through the schema, then duplicates within the file (the first one stays). One error per
 * field per row. Fields whose column is missing are reported once for the header, not on every row.
 */
export function parseRows<T>(imp: Importer<T>, records: CsvRecord[], mapping: Mapping) {
  const rows: ParsedRow<T>[] = [];
  const errors: ImportProblem[] = [];
  const firstSeen = new Map<string, number>();
  const missing = new Set(mapping.missingRequired);
  const required = new Set(IMPORT_FIELDS[imp.entity].filter((f) => f.required).map((f) => f.key));
  for (const record of records) {
    const input = inputOf(imp.entity, record, mapping);
    const parsed = imp.schema.safeParse(input);
    if (!parsed.success) {
      const seen = new Set<string>();
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '_');
        if (missing.has(field) || seen.has(field)) continue;
        seen.add(field);
        // A blank required cell reads "is required", whatever the field's format rule would say.
        const message =
          required.has(field) && !input[field] ? say('validation.required', { field }) : zodIssueSaid(issue, (k) => englishErrors.has(k));
        errors.push({ row: record.row, field, message });
      }
      continue;
    }
    const key = imp.key(parsed.data);
    const first = firstSeen.get(key);
    if (first !== undefined) {
      errors.push({ row: record.row, field: imp.keyField, message: say('dataImport.duplicateRow', { row: first }) });
      continue;
    }
    firstSeen.set(key, record.row);
    rows.push({ row: record.row, data: parsed.data });
  }
  return { rows, errors };
}

/** Header problems, reported on row 1. */
export const headerErrors = (mapping: Mapping): ImportProblem[] =>
  mapping.missingRequired.map((field) => ({ row: 1, field, message: say('dataImport.noColumn', { field }) }));

/** Errors in reading order: by row, then field. */
export const sortErrors = (errors: ImportProblem[]) => [...errors].sort((a, b) => a.row - b.row || a.field.localeCompare(b.field));
