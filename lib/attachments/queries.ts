import 'server-only';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { notFound } from '@/lib/errors';
import { findCandidate } from '@/lib/candidates/queries';
import type { DbOrTx } from '@/lib/db/client';
import { attachments, documentTypes, uploads } from '@/lib/db/schema';
import type { FileListQuery } from './schema';
import { FILE_KINDS, type FileKind } from './types';
import type { CandidateFile } from './schema';

const downloadPath = (id: string) => `files/${id}`;

type Joined = { a: typeof attachments.$inferSelect; u: typeof uploads.$inferSelect; typeName: string | null };

export const toFile = ({ a, u, typeName }: Joined): CandidateFile => ({
  _id: a.id,
  candidate_id: a.subjectId,
  kind: a.kind as FileKind,
  filename: u.filename,
  content_type: u.contentType,
  size: u.size,
  document_type: a.documentTypeId && typeName ? { _id: a.documentTypeId, name: typeName } : null,
  created_at: a.createdAt.toISOString(),
  download_path: downloadPath(a.id),
});

const joined = (tx: DbOrTx) =>
  tx
    .select({ a: attachments, u: uploads, typeName: documentTypes.name })
    .from(attachments)
    .innerJoin(uploads, and(eq(uploads.id, attachments.uploadId), eq(uploads.tenantId, attachments.tenantId)))
    .leftJoin(documentTypes, and(eq(documentTypes.id, attachments.documentTypeId), eq(documentTypes.tenantId, attachments.tenantId)));

/** A candidate's documents and resumes, newest first; 404 when the candidate is not the tenant's. */
export async function listFiles(db: DbOrTx, tenantId: string, q: FileListQuery): Promise<CandidateFile[]> {
  await findCandidate(db, tenantId, q.candidate_id);
  const rows = await joined(db)
    .where(
      and(
        eq(attachments.tenantId, tenantId),
        eq(attachments.subjectType, 'candidate'),
        eq(attachments.subjectId, q.candidate_id),
        q.kind ? eq(attachments.kind, q.kind) : inArray(attachments.kind, [...FILE_KINDS]),
      ),
    )
    .orderBy(desc(attachments.createdAt), desc(attachments.id))
    .limit(500);
  return rows.map(toFile);
}

/** One candidate file of the tenant with its stored upload, or 404. */
export async function findFile(tx: DbOrTx, tenantId: string, id: string): Promise<Joined> {
  const [row] = await joined(tx)
    .where(
      and(
        eq(attachments.tenantId, tenantId),
        eq(attachments.id, id),
        eq(attachments.subjectType, 'candidate'),
        inArray(attachments.kind, [...FILE_KINDS]),
      ),
    )
    .limit(1);
  if (!row) throw notFound('file');
  return row;
}
