import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { badRequest, say } from '@/lib/errors';
import { parseWith } from '@/lib/schema-kit/parse-with';
import { audit } from '@/lib/audit';
import type { Session } from '@/lib/auth/guard';
import { findCandidate } from '@/lib/candidates/queries';
import type { DbOrTx } from '@/lib/db/client';
import { attachments, documentTypes } from '@/lib/db/schema';
import { checkUpload } from '@/lib/uploads/detect';
import { deleteUploads, storeUpload } from '@/lib/uploads/store';
import { findFile, toFile } from './queries';
import { CANDIDATE_FILE_RULE } from './rules';
import { uploadFields } from './schema';
import type { CandidateFile } from './schema';
import { theRow } from '@/lib/db/rows';

const text = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === 'string' ? v : undefined;
};

function onePart(form: FormData): File {
  const files = form.getAll('file');
  if (files.length !== 1 || !(files[0] instanceof File))
    throw badRequest('generic.field', { field: 'file', message: say('attachments.oneFile') }, { file: say('integrations.required') });
  return files[0];
}

async function documentType(tx: DbOrTx, tenantId: string, id: string | null) {
  if (!id) return null;
  const [row] = await tx
    .select({ id: documentTypes.id, name: documentTypes.name })
    .from(documentTypes)
    .where(and(eq(documentTypes.tenantId, tenantId), eq(documentTypes.id, id), isNull(documentTypes.archivedAt)))
    .limit(1);
  if (!row)
    throw badRequest(
      'generic.field',
      { field: 'document_type_id', message: say('attachments.notDocumentType') },
      { document_type_id: say('attachments.unknownDocumentType') },
    );
  return row;
}

/** Drops the candidate's current resume(s); the returned function removes their bytes after commit. */
async function dropResumes(tx: DbOrTx, tenantId: string, candidateId: string): Promise<() => Promise<void>> {
  const old = await tx
    .select({ uploadId: attachments.uploadId })
    .from(attachments)
    .where(
      and(
        eq(attachments.tenantId, tenantId),
        eq(attachments.subjectType, 'candidate'),
        eq(attachments.subjectId, candidateId),
        eq(attachments.kind, 'resume'),
      ),
    );
  return deleteUploads(
    tx,
    tenantId,
    old.map((o) => o.uploadId),
  );
}

/**
 * A document or resume from a multipart form: fields by zod, bytes by magic number (PDF, PNG, JPEG,
 * ≤ 10 MB) before anything is stored. A new resume replaces the previous one.
 */
export async function uploadCandidateFile(db: DbOrTx, session: Session, form: FormData, ip?: string): Promise<CandidateFile> {
  const { tenantId } = session;
  const fields = parseWith(uploadFields, {
    candidate_id: text(form, 'candidate_id'),
    kind: text(form, 'kind'),
    document_type_id: text(form, 'document_type_id'),
  });
  const checked = await checkUpload(onePart(form), CANDIDATE_FILE_RULE);
  let removeOldBytes = async () => {};
  const file = await db.transaction(async (tx) => {
    await findCandidate(tx, tenantId, fields.candidate_id);
    const type = await documentType(tx, tenantId, fields.document_type_id);
    if (fields.kind === 'resume') removeOldBytes = await dropResumes(tx, tenantId, fields.candidate_id);
    const uploadId = await storeUpload(tx, tenantId, `candidate_${fields.kind}`, checked);
    const row = theRow(
      await tx
        .insert(attachments)
        .values({
          tenantId,
          subjectType: 'candidate',
          subjectId: fields.candidate_id,
          kind: fields.kind,
          uploadId,
          documentTypeId: type?.id ?? null,
        })
        .returning(),
    );
    await audit(tx, {
      tenantId,
      userId: session.userId,
      action: `candidate.${fields.kind}.upload`,
      target: fields.candidate_id,
      meta: { file_id: row.id },
      ip,
    });
    return toFile(await findFile(tx, tenantId, row.id));
  });
  await removeOldBytes();
  return file;
}

export async function deleteFile(db: DbOrTx, session: Session, id: string, ip?: string): Promise<void> {
  const { tenantId } = session;
  const removeBytes = await db.transaction(async (tx) => {
    const { a } = await findFile(tx, tenantId, id);
    // The upload row owns the attachment (cascade).
    const remove = await deleteUploads(tx, tenantId, [a.uploadId]);
    await audit(tx, {
      tenantId,
      userId: session.userId,
      action: `candidate.${a.kind}.delete`,
      target: a.subjectId,
      meta: { file_id: id },
      ip,
    });
    return remove;
  });
  await removeBytes();
}
