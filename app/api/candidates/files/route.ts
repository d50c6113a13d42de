import { NextResponse } from 'next/server';
import { badRequest } from '@/lib/api/errors';
import { handler } from '@/lib/api/handler';
import { listResponse } from '@/lib/api/paging';
import { listFiles } from '@/lib/attachments/queries';
import { fileListQuery } from '@/lib/attachments/schema';
import { uploadCandidateFile } from '@/lib/attachments/service';
import { CANDIDATES_ROUTE } from '@/lib/candidates/route-helpers';

export const GET = handler({ route: CANDIDATES_ROUTE, query: fileListQuery }, async ({ session, query }) => {
  const data = await listFiles(session.tenantId, query);
  return listResponse(data, data.length);
});

/** Multipart: candidate_id, kind (document | resume), file, optional document_type_id. */
export const POST = handler({ route: CANDIDATES_ROUTE }, async ({ session, req, ip }) => {
  if (!req.headers.get('content-type')?.includes('multipart/form-data')) throw badRequest('Send the file as multipart/form-data');
  const form = await req.formData().catch(() => { throw badRequest('The multipart body could not be read'); });
  return NextResponse.json({ data: await uploadCandidateFile(session, form, ip), message: 'File uploaded' }, { status: 201 });
});
