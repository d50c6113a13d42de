import { handler } from '@/lib/api/handler';
import { listResponse } from '@/lib/api/paging';
import { STAFF } from '@/lib/auth/roles';
import { listNoteTypes } from '@/lib/notes/queries';

export const GET = handler({ allow: STAFF }, async ({ session }) => {
  const data = await listNoteTypes(session.tenantId);
  return listResponse(data, data.length);
});
