import { NextResponse } from 'next/server';
import { badRequest } from '@/lib/api/errors';
import { handler } from '@/lib/api/handler';
import { MULTIPART_ENVELOPE_BYTES, readForm } from '@/lib/api/request-body';
import { listResponse } from '@/lib/api/paging';
import { listFiles } from '@/lib/attachments/queries';
import { fileListQuery } from '@/lib/attachments/schema';
import { uploadCandidateFile } from '@/lib/attachments/service';
import { FILE_MAX_BYTES } from '@/lib/attachments/types';
import { CANDIDATES_ROUTE } from '@/lib/candidates/route-helpers';

export const GET = handler({ route: CANDIDATES_ROUTE, query: fileListQuery }, async ({ session, query }) => {
  const data = await listFiles(session.tenantId, query);
  return listResponse(data, data.length);
});

/** Multipart: candidate_id, kind (document | resume), file, optional document_type_id. */
export const POST = handler({ route: CANDIDATES_ROUTE, maxBytes: FILE_MAX_BYTES + MULTIPART_ENVELOPE_BYTES }, async ({ session, req, ip }) => {
  if (!req.headers.get('content-type')?.includes('multipart/form-data')) throw badRequest('uploads.multipart');
  const form = await readForm(req);
  return NextResponse.json({ data: await uploadCandidateFile(session, form, ip), message: 'File uploaded' }, { status: 201 });
});
