import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { badRequest, say } from '@/lib/errors';
import { fileError } from '@/lib/import/csv';
import { readForm } from '@/lib/http/request-body';
import { detectType } from '@/lib/uploads/detect';
import { IMPORT_ENTITIES, isImportEntity, MAX_IMPORT_BYTES, type ImportUpload } from '@/lib/import/fields';
import { wordedErrors, type CommitOutcome } from '@/lib/import/service';
import { renderError } from '@/lib/i18n/error-text';
import { textsFor } from './error-response';

const startsWith = (b: Uint8Array, sig: number[]) => sig.every((v, i) => b[i] === v);
/** xlsx, ods and docx are zip archives; old .xls is an OLE2 compound file. People pick those by mistake. */
const isOfficeFile = (b: Uint8Array) => startsWith(b, [0x50, 0x4b, 0x03, 0x04]) || startsWith(b, [0xd0, 0xcf, 0x11, 0xe0]);

/**
 * The bytes as text, refusing anything that is not plain text: CSV has no magic bytes, so the check is
 * the other way round (no known binary signature, no NUL byte). UTF-8 first; a file that is not valid
 * UTF-8 is read as Windows-1252, which is what Excel on Windows saves as "CSV".
 */
function decodeCsv(bytes: Uint8Array): string {
  if (detectType(bytes) || isOfficeFile(bytes) || bytes.includes(0)) {
    throw fileError(say('dataImport.notCsv'));
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** The multipart body of preview and commit: `entity` and `file` (≤ 5 MB), checked before any parsing. */
export async function readImportUpload(req: NextRequest): Promise<ImportUpload> {
  if (!req.headers.get('content-type')?.includes('multipart/form-data')) {
    throw badRequest('dataImport.multipart');
  }
  const form = await readForm(req);
  const entity = form.get('entity');
  if (!isImportEntity(entity)) {
    const options = { field: 'entity', options: IMPORT_ENTITIES.join(', ') };
    throw badRequest('validation.oneOf', options, { entity: say('validation.oneOf', options) });
  }
  const file = form.get('file');
  if (!(file instanceof File)) throw fileError(say('dataImport.chooseFile'));
  if (file.size === 0) throw fileError(say('uploads.empty'));
  if (file.size > MAX_IMPORT_BYTES) throw fileError(say('dataImport.tooLarge', { size: MAX_IMPORT_BYTES / (1024 * 1024) }));
  return { entity, filename: file.name.slice(0, 200), text: decodeCsv(new Uint8Array(await file.arrayBuffer())) };
}

/** The refusal of a commit: 400 with the row errors as a list (the preview's shape), not keyed by field. */
export async function importRefused(outcome: Extract<CommitOutcome, { ok: false }>, req: NextRequest): Promise<NextResponse> {
  const t = await textsFor(req);
  const body = { message: renderError(outcome.text, t), error_code: 'bad_request', errors: wordedErrors(outcome.errors, t) };
  return NextResponse.json(body, { status: 400 });
}
