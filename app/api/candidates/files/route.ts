import { candidatesContracts } from '@/lib/contracts/candidates';
import { badRequest, say } from '@/lib/errors';
import { created, handler } from '@/lib/http/handler';
import { readForm } from '@/lib/http/request-body';
import { listResponse } from '@/lib/schema-kit/paging';
import { listFiles } from '@/lib/attachments/queries';
import { uploadCandidateFile } from '@/lib/attachments/service';

export const GET = handler(candidatesContracts.files, async ({ db, session, query }) => {
  const data = await listFiles(db, session.tenantId, query);
  return listResponse(data, data.length);
});

/** Multipart: candidate_id, kind (document | resume), file, optional document_type_id. */
export const POST = handler(candidatesContracts.upload, async ({ db, session, req, ip }) => {
  if (!req.headers.get('content-type')?.includes('multipart/form-data')) throw badRequest('uploads.multipart');
  const form = await readForm(req);
  return created({ data: await uploadCandidateFile(db, session, form, ip), message: say('done.candidates.fileUploaded') });
});
