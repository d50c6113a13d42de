import 'server-only';
import { say, type ErrorText } from '@/lib/errors';
import { renderError, type Translate } from '@/lib/i18n/error-text';
import { audit } from '@/lib/audit';
import type { Session } from '@/lib/auth/guard';
import type { DbOrTx } from '@/lib/db/client';
import { mapColumns, readCsv, valuesOf } from './csv';
import { PREVIEW_ROWS } from './fields';
import { withImporter } from './importers';
import { headerErrors, parseRows, sortErrors } from './rows';
import type { ImportAnalysis, ImportError, ImportProblem } from './schema';
import type { ImportUpload } from './fields';
import { lockKey } from '@/lib/db/locks';

/** Reads, maps and validates the whole file against the tenant's data; writes nothing. */
async function analyse(tx: DbOrTx, tenantId: string, upload: ImportUpload) {
  const table = readCsv(upload.text);
  const mapping = mapColumns(upload.entity, table.headers);
  const { errors, insert } = await withImporter(upload.entity, async (imp) => {
    const parsed = parseRows(imp, table.records, mapping);
    const checked = await imp.check(tx, tenantId, parsed.rows);
    return { errors: [...headerErrors(mapping), ...parsed.errors, ...checked.errors], insert: checked.insert };
  });
  return { table, mapping, errors: sortErrors(errors), insert };
}

const rowsWithErrors = (errors: ImportProblem[]) => new Set(errors.map((e) => e.row)).size;

/** The problems worded for the reader of the answer. */
export const wordedErrors = (errors: ImportProblem[], t: Translate): ImportError[] =>
  errors.map((e) => ({ ...e, message: renderError(e.message, t) }));

export async function previewImport(db: DbOrTx, session: Session, upload: ImportUpload): Promise<ImportAnalysis> {
  const { table, mapping, errors } = await analyse(db, session.tenantId, upload);
  return {
    entity: upload.entity,
    delimiter: table.delimiter,
    columns: mapping.columns,
    missing_required: mapping.missingRequired,
    rows: table.records.slice(0, PREVIEW_ROWS).map((r) => ({ row: r.row, values: valuesOf(r, mapping) })),
    total: table.records.length,
    errors,
    error_rows: rowsWithErrors(errors),
  };
}

export type CommitOutcome = { ok: true; created: number } | { ok: false; text: ErrorText; errors: ImportProblem[] };

/**
 * All or nothing: the file is validated again inside the transaction that writes it, and one error
 * anywhere means no row is written.
 */
export async function commitImport(db: DbOrTx, session: Session, upload: ImportUpload, ip?: string): Promise<CommitOutcome> {
  return db.transaction(async (tx) => {
    // One import per tenant at a time, so two uploads of one file cannot both pass the duplicate check.
    await lockKey(tx, `import:${session.tenantId}`);
    const { mapping, errors, insert } = await analyse(tx, session.tenantId, upload);
    if (mapping.missingRequired.length) {
      return { ok: false, text: say('dataImport.missingColumns', { columns: mapping.missingRequired.join(', ') }), errors };
    }
    if (errors.length) {
      const n = rowsWithErrors(errors);
      return { ok: false, text: say('dataImport.rowsHaveErrors', { count: n }), errors };
    }
    const created = await insert();
    await audit(tx, {
      tenantId: session.tenantId,
      userId: session.userId,
      action: 'import.committed',
      target: upload.entity,
      meta: { entity: upload.entity, created, filename: upload.filename },
      ip,
    });
    return { ok: true, created };
  });
}
